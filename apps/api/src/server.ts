import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { DEV_ACTIVATION_CODE_KEY } from './modules/organizations/activation-codes.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-data.ts';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

function printDemoAccounts(config: AppConfig): void {
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(16)} ${a.email.padEnd(32)} ${a.shows}`);
  console.log(
    [
      '',
      `Bagdar is running at ${config.publicUrl.origin}`,
      `Demo accounts (password for all: ${DEMO_PASSWORD}; sign in with the username or the email):`,
      ...rows,
      '',
    ].join('\n'),
  );
}

const config = readConfig();
const app = await buildApp(config);
if (config.databaseUrl && config.activationCodeKey.equals(DEV_ACTIVATION_CODE_KEY)) {
  // Allowed outside NODE_ENV=production (the tests and CI run on a server too), but a deployment
  // that forgot both settings would seal its codes with a key anyone can read in the source.
  app.log.warn('ACTIVATION_CODE_KEY is not set: activation codes are sealed with the public development key');
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const timer = setTimeout(() => {
    app.log.error('shutdown took longer than 25 s; exiting');
    process.exit(1);
  }, 25_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  if (config.seedDemo) printDemoAccounts(config);
} catch (err) {
  app.log.error({ err }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
