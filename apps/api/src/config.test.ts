import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl.origin).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(config.seedDemo).toBe(true);
    expect(config.runWorker).toBe(true);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.sessionTtlDays).toBe(30);
    expect(config.tokenTtlMinutes).toEqual({ verification: 1440, reset: 60 });
    expect(config.rateLimit.windowSeconds).toBe(900);
    expect(config.analysisCooldownDays).toBe(7);
    expect(config.ai).toEqual({ baseUrl: undefined, model: undefined, apiKey: undefined, timeoutMs: 20_000 });
  });

  it('follows PORT in the default PUBLIC_URL and parses flags and numbers', () => {
    const config = loadConfig({ PORT: '3101', SEED_DEMO: 'false', TRUST_PROXY: '1', RATE_LIMIT_AUTH_PER_ACCOUNT: '3' });
    expect(config.publicUrl.origin).toBe('http://localhost:3101');
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(true);
    expect(config.rateLimit.authPerAccount).toBe(3);
  });

  it('refuses to start in production without ACTIVATION_CODE_KEY, and refuses a key that is not 32 bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ACTIVATION_CODE_KEY/);
    expect(() => loadConfig({ ACTIVATION_CODE_KEY: 'abcd' })).toThrow(/ACTIVATION_CODE_KEY/);
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', ACTIVATION_CODE_KEY: hex }).activationCodeKey.toString('hex')).toBe(
      hex,
    );
    // Outside production a fixed development key, the same on every start.
    expect(loadConfig({}).activationCodeKey.equals(loadConfig({ NODE_ENV: 'development' }).activationCodeKey)).toBe(
      true,
    );
  });

  it('treats an empty DATABASE_URL or SMTP_URL as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('lists every problem at once in a readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'PUBLIC_URL', 'SEED_DEMO', 'LOG_LEVEL']) expect(problems).toContain(name);
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:/);
  });
});
