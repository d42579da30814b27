import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { ClientInfo } from './auth-context.ts';

/**
 * Password guessing limits of `POST /auth/login` (docs/decisions/008-login-throttling.md):
 * - per IP: `authPerIp` failed attempts a window across all names (a school shares one IP), then 429
 *   for that IP except for a device that signed in to the account before (below);
 * - keyed on the resolved account (its id), so a username and its email share one budget;
 *   a name that matches no account is keyed on the name as typed, lower-cased;
 * - per account and IP: `authPerAccount` failed attempts a window, then 429 for that IP only,
 *   so nobody can lock the owner out from elsewhere; a browser that presents a session cookie of the
 *   account (it signed in before) is let through, so a classmate behind the same school NAT cannot
 *   lock the owner out either;
 * - per account from anywhere: `authPerAccount * ACCOUNT_WIDE_FACTOR` failed attempts a window
 *   (a guessing botnet), then 429 except for a device that signed in to the account before: it
 *   presents a session cookie of the account, or its IP and browser match one of the account's sessions.
 * Every attempt is counted before the password is checked (parallel guesses cannot slip past) and a
 * successful one is taken back, so only failures use any budget.
 */
export const ACCOUNT_WIDE_FACTOR = 10;

export interface LoginAttempt {
  /** The account's id, or null when the name matches none. */
  userId: string | null;
  typed: string;
  client: ClientInfo;
  /** sha256 of the session cookie the browser sent, if any. */
  sessionId: string | null;
}

export interface LoginLimits {
  authPerIp: number;
  authPerAccount: number;
}

const keysOf = (attempt: LoginAttempt) => {
  const account = attempt.userId ?? `name:${attempt.typed.trim().toLowerCase()}`;
  return {
    ip: `login-fail-ip:${attempt.client.ip}`,
    perIp: `login-fail:${account}:${attempt.client.ip}`,
    wide: `login-fail:${account}`,
  };
};

/** Counts the attempt; throws 429 RATE_LIMITED when its account's budget for this caller is spent. */
export async function admitLoginAttempt(
  db: Db,
  limiter: RateLimiter,
  limits: LoginLimits,
  attempt: LoginAttempt,
): Promise<void> {
  const keys = keysOf(attempt);
  const [ip, perIp, wide] = await Promise.all([
    limiter.increment(keys.ip),
    limiter.increment(keys.perIp),
    limiter.increment(keys.wide),
  ]);
  const overIp = ip > limits.authPerIp;
  const overPerIp = perIp > limits.authPerAccount;
  const overWide = wide > limits.authPerAccount * ACCOUNT_WIDE_FACTOR;
  if (!overIp && !overPerIp && !overWide) return;
  const known = await knownDevice(db, attempt);
  const signedInBefore = known.byCookie || known.byBrowser;
  if ((overPerIp && !known.byCookie) || ((overWide || overIp) && !signedInBefore)) throw limiter.limited();
}

/** The password was right: the attempt does not count against the account. */
export async function refundLoginAttempt(limiter: RateLimiter, attempt: LoginAttempt): Promise<void> {
  const keys = keysOf(attempt);
  await Promise.all([limiter.decrement(keys.ip), limiter.decrement(keys.perIp), limiter.decrement(keys.wide)]);
}

/** Whether the caller signed in to the account before: by its session cookie, or by an IP and browser of one of its sessions. */
async function knownDevice(db: Db, attempt: LoginAttempt): Promise<{ byCookie: boolean; byBrowser: boolean }> {
  if (!attempt.userId) return { byCookie: false, byBrowser: false };
  const sameBrowser = and(
    eq(sessions.ip, attempt.client.ip),
    sql`${sessions.userAgent} IS NOT DISTINCT FROM ${attempt.client.userAgent?.slice(0, 500) ?? null}`,
  );
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, attempt.userId),
        attempt.sessionId ? or(eq(sessions.id, attempt.sessionId), sameBrowser) : sameBrowser,
      ),
    )
    .limit(2);
  const byCookie = rows.some((row) => row.id === attempt.sessionId);
  return { byCookie, byBrowser: rows.length > (byCookie ? 1 : 0) || byCookie };
}

const passwordCheckKey = (userId: string) => `password-check-fail:${userId}`;

/**
 * Counts one check of a signed-in user's current password (change-password); throws 429 RATE_LIMITED
 * past `perAccount` a window, the budget a login gets per account. A session cookie is no exemption
 * here: the caller holds one, stolen or not.
 */
export async function admitPasswordCheck(limiter: RateLimiter, perAccount: number, userId: string): Promise<void> {
  if ((await limiter.increment(passwordCheckKey(userId))) > perAccount) throw limiter.limited();
}

/** The current password was right: the check does not count. */
export async function refundPasswordCheck(limiter: RateLimiter, userId: string): Promise<void> {
  await limiter.decrement(passwordCheckKey(userId));
}
