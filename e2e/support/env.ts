import { join } from 'node:path';

/** Where the end-to-end harness runs the app and catches its mail. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const REPO_ROOT = new URL('../..', import.meta.url).pathname;
// E2E_TMP lets two harnesses run side by side (with their own E2E_PORT and E2E_SMTP_PORT).
export const E2E_TMP = process.env.E2E_TMP ?? join(REPO_ROOT, '.tmp', 'e2e');
export const MAIL_DIR = join(E2E_TMP, 'mail');
/** The app's DATA_DIR: PGlite's files when no server is configured, and the stored media always. */
export const DATA_DIR = join(E2E_TMP, 'data');
export const DEMO_PASSWORD = 'Bagdar2026!';
