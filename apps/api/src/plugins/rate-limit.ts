import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/rate-limit.ts';
import { AppError } from '../lib/app-error.ts';

export interface RateLimiter {
  /**
   * Counts one attempt of `action` from `ip` and, when given, for `account`;
   * throws 429 RATE_LIMITED with `Retry-After` once either exceeds its limit in the window.
   */
  hit(action: string, ip: string, account?: string | null): Promise<void>;
  /** Adds one to `key` in the current window and returns its count (used by modules/auth/login-throttle.ts). */
  increment(key: string): Promise<number>;
  /** Takes one back from `key` in the current window (an attempt that turned out legitimate). */
  decrement(key: string): Promise<void>;
  /** The 429 RATE_LIMITED error with `Retry-After` until the current window ends. */
  limited(): AppError;
  /** Deletes windows that have ended (run by the maintenance job). */
  prune(now?: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** Fixed-window counters in PostgreSQL, so every API process shares them. */
export function createRateLimiter(db: Db, limits: AppConfig['rateLimit']): RateLimiter {
  const windowMs = limits.windowSeconds * 1000;

  async function count(key: string, windowStart: Date): Promise<number> {
    const [row] = await db
      .insert(rateLimitBuckets)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
        set: { count: sql`${rateLimitBuckets.count} + 1` },
      })
      .returning({ count: rateLimitBuckets.count });
    return row?.count ?? 1;
  }

  const currentWindow = () => {
    const now = Date.now();
    const windowStart = new Date(now - (now % windowMs));
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    return { windowStart, retryAfter };
  };
  const limited = () =>
    new AppError('RATE_LIMITED', 429, 'Too many attempts; try again later', {
      headers: { 'retry-after': String(currentWindow().retryAfter) },
    });

  return {
    async hit(action, ip, account) {
      const { windowStart } = currentWindow();
      const checks: [string, number][] = [[`ip:${action}:${ip}`, limits.authPerIp]];
      if (account) checks.push([`account:${action}:${account.toLowerCase()}`, limits.authPerAccount]);
      for (const [key, limit] of checks) {
        if ((await count(key, windowStart)) > limit) throw limited();
      }
    },
    increment: (key) => count(key, currentWindow().windowStart),
    async decrement(key) {
      await db
        .update(rateLimitBuckets)
        .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
        .where(and(eq(rateLimitBuckets.key, key), eq(rateLimitBuckets.windowStart, currentWindow().windowStart)));
    },
    limited,
    async prune(now = new Date()) {
      await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, new Date(now.getTime() - windowMs)));
    },
  };
}

export const rateLimitPlugin = fp((app: FastifyInstance, options: { db: Db; config: AppConfig }, done: () => void) => {
  app.decorate('rateLimiter', createRateLimiter(options.db, options.config.rateLimit));
  done();
});
