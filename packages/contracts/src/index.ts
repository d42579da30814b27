// The package's public entry point: the contract between the API and the web client.
export * from './enums.ts';
export * from './limits.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './subscription.ts';
export * from './access-policy.ts';
export * from './localized.ts';
export * from './tests.ts';
export * from './analysis.ts';
export * from './media.ts';
export * from './social.ts';
export * from './notifications.ts';
export * from './profile.ts';
export * from './billing.ts';
