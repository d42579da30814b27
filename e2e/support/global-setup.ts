import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import { DATA_DIR, E2E_BASE_URL, E2E_PORT, E2E_SMTP_PORT, E2E_TMP, MAIL_DIR, REPO_ROOT } from './env.ts';
import { startSmtpSink } from './smtp-sink.ts';

/**
 * Runs the product as `npm start` does (API serving the built SPA) on a fresh database —
 * PGlite in a new data dir, or a new database on TEST_DATABASE_URL's server — with a real
 * SMTP peer catching its mail.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(E2E_TMP, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const stopSmtp = await startSmtpSink(E2E_SMTP_PORT, MAIL_DIR);

  const database = await freshDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: E2E_BASE_URL,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_IP: '10000',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '10000',
    // The specs let demo.standard retake both instruments and run a new analysis at once.
    ANALYSIS_COOLDOWN_DAYS: '0',
    // privacy.spec.ts passes an account deletion's grace period through the purge's test hook.
    TEST_CLOCK_HOOK: 'true',
    ...database.env,
  };
  // PGlite unless the harness made a database on a server.
  if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
  const server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  try {
    await waitForReady(server);
  } catch (error) {
    // Playwright runs no teardown when the setup throws: a server left running would keep the port
    // and the data directory the next run resets.
    await stop(server);
    await stopSmtp();
    await database.drop();
    throw error;
  }

  return async () => {
    await stop(server);
    await stopSmtp();
    await database.drop();
  };
}

async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      env: { DATA_DIR },
      drop: () => Promise.resolve(rmSync(DATA_DIR, { recursive: true, force: true })),
    };
  }
  const name = `bagdar_e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    // The media go to the harness's own folder, not to the checkout's ./data.
    env: { DATABASE_URL: url.toString(), DATA_DIR },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// The first start seeds the demo data; on a loaded two-core machine that can take minutes.
const READY_TIMEOUT_MS = 240_000;

async function waitForReady(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${E2E_BASE_URL}/api/v1/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || !server.pid) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
}
