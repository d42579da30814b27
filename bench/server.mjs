// Starts and stops the API the way `npm start` runs it, for the benchmark.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

export const root = new URL('..', import.meta.url).pathname;
export const PORT = Number(process.env.BENCH_PORT ?? 3300);
export const BASE = `http://127.0.0.1:${PORT}`;
export const DEMO_PASSWORD = 'Bagdar2026!';

/** The environment `npm start` would see for the benchmark; without DATABASE_URL in `extraEnv`, PGlite. */
export function serverEnv(extraEnv) {
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    RATE_LIMIT_AUTH_PER_IP: '100000000',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '100000000',
    ANALYSIS_COOLDOWN_DAYS: '0',
    ...extraEnv,
  };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

/**
 * Runs a bench seed script (`npx tsx <script> ...args`) on the database `env` names, with the API
 * stopped (PGlite admits one process), and resolves to the JSON report it prints on its last line.
 */
export function runSeedScript(script, args, env, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', script, ...args], {
      cwd: root,
      env: { ...serverEnv(env), ...extraEnv },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${[script, ...args].join(' ')} exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)));
    });
  });
}

/** The API processes' log (stdout): BENCH_SERVER_LOG names a file to append it to; else dropped. */
export const serverLog = () => (process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore');

/** `port` other than PORT starts a further API process (the multi-process part): same settings, its own port. */
export async function startServer(extraEnv, port = PORT) {
  const base = `http://127.0.0.1:${port}`;
  const portEnv = port === PORT ? {} : { PORT: String(port), PUBLIC_URL: base };
  // BENCH_PROFILE=<dir>: the API writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const [command, args] = process.env.BENCH_PROFILE
    ? ['node', ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`, '--import', 'tsx', 'apps/api/src/server.ts']]
    : ['npx', ['tsx', 'apps/api/src/server.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: serverEnv({ ...extraEnv, ...portEnv }),
    stdio: ['ignore', serverLog(), 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/ready`)).ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

export async function stopServer(child) {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}

/** Signs in and returns the Cookie header value. */
export async function signIn(emailOrUsername, password = DEMO_PASSWORD) {
  const response = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ emailOrUsername, password }),
  });
  if (!response.ok) throw new Error(`login of ${emailOrUsername} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function api(method, path, cookie, body) {
  const response = await fetch(`${BASE}/api/v1${path}`, {
    method,
    // A script names its origin: the API refuses state changes with neither Origin nor Sec-Fetch-Site.
    headers: { cookie, origin: BASE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}
