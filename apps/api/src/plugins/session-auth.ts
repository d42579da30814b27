import cookie from '@fastify/cookie';
import type { TMe } from '@bagdar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ListenFanOut, startListener } from '../db/listen.ts';
import { sha256 } from '../lib/secrets.ts';
import type { Db } from '../db/client.ts';

export const SESSION_COOKIE = 'bagdar_session';
const TOUCH_AFTER_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (loaded once per request, on first use), or null. */
    getMe(): Promise<TMe | null>;
    /** sha256 of the session cookie, when there is one. */
    sessionId(): string | null;
  }
  interface FastifyInstance {
    /** The signals of the session channel (migration 0016), for caches that must forget on the same changes. */
    sessionSignals: ListenFanOut;
  }
  interface FastifyReply {
    setSessionCookie(token: string): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

/** A resolved session as the plugin sees it: when it was last seen (the rest is the auth feature's). */
export interface SessionRecordLike {
  lastSeenAt: Date;
}

/** The cache of resolved sessions (the auth feature's SessionCache). */
export interface SessionCacheLike {
  get(sessionId: string, now: number): SessionRecordLike | undefined;
  mark(): number;
  store(sessionId: string, record: SessionRecordLike, mark: number, now: number): void;
  signal(payload: string): void;
  clear(): void;
  setListening(listening: boolean): void;
  readonly size: number;
}

/**
 * What the plugin takes from the auth feature: the invalidation channel, the cache and the session queries. It is
 * handed in where the app is composed (app.ts), so that this plugin knows no module.
 */
export interface SessionBackend {
  channel: string;
  createCache(): SessionCacheLike;
  findSessionRecord(db: Db, sessionId: string, now: Date): Promise<SessionRecordLike | null>;
  touchSession(db: Db, sessionId: string, now: Date): Promise<void>;
  toMe(record: SessionRecordLike, now: Date): TMe;
}

/** Each app's session cache, by its HTTP server (tests look into it). */
const caches = new WeakMap<object, SessionCacheLike>();
export const sessionCacheOf = (app: FastifyInstance): SessionCacheLike | undefined => caches.get(app.server);

/**
 * Cookie sessions: the cookie holds a random token, the database its sha256 (DESIGN.md "Auth").
 * Resolved sessions are held in this process's SessionCache while its invalidation channel listens.
 */
export const sessionAuthPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig; database: Database; backend: SessionBackend }) => {
    const { config, database, backend } = options;
    const { db } = database;
    await app.register(cookie);
    const secure = config.publicUrl.protocol === 'https:';
    const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;

    const pendingMe = new WeakMap<FastifyRequest, Promise<TMe | null>>();
    const sessions = backend.createCache();
    caches.set(app.server, sessions);
    const unsubscribe = database.sessionWrites.subscribe(() => sessions.clear());
    const signals = new ListenFanOut();
    signals.subscribe({
      onPayload: (payload) => sessions.signal(payload),
      onState: (listening) => sessions.setListening(listening),
    });
    app.decorate('sessionSignals', signals);
    let stopListener: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopListener = await startListener(database, backend.channel, signals, app.log);
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      await stopListener?.();
    });

    app.decorateRequest('sessionId', function sessionId(this: FastifyRequest) {
      const token = this.cookies[SESSION_COOKIE];
      return token ? sha256(token) : null;
    });

    app.decorateRequest('getMe', function getMe(this: FastifyRequest) {
      let pending = pendingMe.get(this);
      if (!pending) {
        pending = resolveMe(this.sessionId());
        pendingMe.set(this, pending);
      }
      return pending;
    });

    async function resolveMe(sessionId: string | null): Promise<TMe | null> {
      if (!sessionId) return null;
      const now = new Date();
      const time = now.getTime();
      let record = sessions.get(sessionId, time);
      if (!record) {
        const mark = sessions.mark();
        const found = await backend.findSessionRecord(db, sessionId, now);
        if (!found) return null;
        sessions.store(sessionId, found, mark, time);
        record = found;
      }
      if (time - record.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        // Set first: requests of the same session arriving meanwhile do not write again.
        record.lastSeenAt = now;
        await backend.touchSession(db, sessionId, now);
      }
      return backend.toMe(record, now);
    }

    app.decorateReply('setSessionCookie', function setSessionCookie(this: FastifyReply, token: string) {
      return this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: config.sessionTtlDays * 86_400 });
    });
    app.decorateReply('clearSessionCookie', function clearSessionCookie(this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, cookieOptions);
    });
  },
);
