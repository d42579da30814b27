import cookie from '@fastify/cookie';
import type { TMe } from '@bagdar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sha256 } from '../lib/secrets.ts';
import { loadMeBySession } from '../modules/auth/me.ts';
import { touchSession } from '../modules/auth/session.repository.ts';

export const SESSION_COOKIE = 'bagdar_session';
const TOUCH_AFTER_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (loaded once per request, on first use), or null. */
    getMe(): Promise<TMe | null>;
    /** sha256 of the session cookie, when there is one. */
    sessionId(): string | null;
  }
  interface FastifyReply {
    setSessionCookie(token: string): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

/** Cookie sessions: the cookie holds a random token, the database its sha256 (DESIGN.md "Auth"). */
export const sessionAuthPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig; db: Db }) => {
  const { config, db } = options;
  await app.register(cookie);
  const secure = config.publicUrl.protocol === 'https:';
  const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;

  const cache = new WeakMap<FastifyRequest, Promise<TMe | null>>();

  app.decorateRequest('sessionId', function sessionId(this: FastifyRequest) {
    const token = this.cookies[SESSION_COOKIE];
    return token ? sha256(token) : null;
  });

  app.decorateRequest('getMe', function getMe(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveMe(this.sessionId());
      cache.set(this, pending);
    }
    return pending;
  });

  async function resolveMe(sessionId: string | null): Promise<TMe | null> {
    if (!sessionId) return null;
    const now = new Date();
    const found = await loadMeBySession(db, sessionId, now);
    if (!found) return null;
    if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession(db, sessionId, now);
    return found.me;
  }

  app.decorateReply('setSessionCookie', function setSessionCookie(this: FastifyReply, token: string) {
    return this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: config.sessionTtlDays * 86_400 });
  });
  app.decorateReply('clearSessionCookie', function clearSessionCookie(this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, cookieOptions);
  });
});
