import type { AddressInfo } from 'node:net';
import type { TNotification, TNotificationPage } from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/client.ts';
import { createUser } from '../../test/factories.ts';
import { call, signIn, testConfig, useTestApp } from '../../test/test-app.ts';
import { listenSettings } from '../../db/listen.ts';
import { sseSettings } from './notifications.hub.ts';
import { notificationHubOf } from './notifications.routes.ts';
import { notify, notifySystem } from './notifications.service.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

async function userWithSession() {
  const { user, username, password } = await createUser(db());
  return { user, session: await signIn(ctx.app, username, password) };
}

describe('notifications API', () => {
  it('lists newest first with actors, pages by cursor, counts unread', async () => {
    const { user, session } = await userWithSession();
    const { user: actor } = await createUser(db());
    for (let i = 0; i < 5; i += 1) {
      await notify(db(), { userId: user.id, type: 'POST_COMMENTED', actorId: actor.id, data: { excerpt: `c${i}` } });
    }
    // Five inserts can share one clock tick (PGlite), and a tie falls back to the random id: a second
    // apart each, so "newest first" has one answer.
    await db().execute(
      sql`update notifications set created_at = now() - interval '1 second' * (10 - substr(data->>'excerpt', 2)::int) where user_id = ${user.id}`,
    );
    const first = await call(ctx.app, 'GET', '/api/v1/notifications?limit=3', { session });
    expect(first.statusCode).toBe(200);
    const page = first.json<TNotificationPage>();
    expect(page.unread).toBe(5);
    expect(page.items.map((n) => n.data.excerpt)).toEqual(['c4', 'c3', 'c2']);
    expect(page.items[0]?.actor).toMatchObject({ id: actor.id, username: actor.username });
    const second = await call(ctx.app, 'GET', `/api/v1/notifications?limit=3&cursor=${page.nextCursor ?? ''}`, {
      session,
    });
    const rest = second.json<TNotificationPage>();
    expect(rest.items.map((n) => n.data.excerpt)).toEqual(['c1', 'c0']);
    expect(rest.nextCursor).toBeNull();

    const bad = await call(ctx.app, 'GET', '/api/v1/notifications?cursor=nope', { session });
    expect(bad.statusCode).toBe(400);
  });

  it('marks one and all read; another user’s notification is a 404', async () => {
    const { user, session } = await userWithSession();
    const { user: other, session: otherSession } = await userWithSession();
    await notifySystem(db(), [user.id, other.id], { ru: 'Привет', kk: 'Сәлем', en: 'Hello' });
    await notifySystem(db(), [user.id], { ru: 'Ещё', kk: 'Тағы', en: 'More' });
    const mine = (await call(ctx.app, 'GET', '/api/v1/notifications', { session })).json<TNotificationPage>();
    const theirs = (
      await call(ctx.app, 'GET', '/api/v1/notifications', { session: otherSession })
    ).json<TNotificationPage>();
    const target = mine.items[0]!;

    const foreign = await call(ctx.app, 'POST', `/api/v1/notifications/${theirs.items[0]!.id}/read`, { session });
    expect(foreign.statusCode).toBe(404);
    expect((await call(ctx.app, 'POST', '/api/v1/notifications/not-a-uuid/read', { session })).statusCode).toBe(404);

    const read = await call(ctx.app, 'POST', `/api/v1/notifications/${target.id}/read`, { session });
    expect(read.json()).toEqual({ ok: true });
    expect((await call(ctx.app, 'GET', '/api/v1/notifications/unread-count', { session })).json()).toEqual({
      unread: 1,
    });
    expect(
      (await call(ctx.app, 'GET', '/api/v1/notifications/unread-count', { session: otherSession })).json(),
    ).toEqual({
      unread: 1,
    });

    expect((await call(ctx.app, 'POST', '/api/v1/notifications/read-all', { session })).json()).toEqual({ ok: true });
    expect((await call(ctx.app, 'GET', '/api/v1/notifications/unread-count', { session })).json()).toEqual({
      unread: 0,
    });
    const after = (await call(ctx.app, 'GET', '/api/v1/notifications', { session })).json<TNotificationPage>();
    expect(after.items.every((n) => n.readAt !== null)).toBe(true);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/notifications/unread-count', { session: otherSession })).json(),
    ).toEqual({
      unread: 1,
    });
  });

  it('is for signed-in users only', async () => {
    for (const url of ['/api/v1/notifications', '/api/v1/notifications/unread-count', '/api/v1/notifications/stream']) {
      expect((await call(ctx.app, 'GET', url)).statusCode).toBe(401);
    }
    expect((await call(ctx.app, 'POST', '/api/v1/notifications/read-all')).statusCode).toBe(401);
  });
});

/** Reads server-sent events from a live server. */
async function openStream(baseUrl: string, session: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/notifications/stream`, {
    headers: { cookie: `bagdar_session=${session}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const blocks: string[] = [];
  let pending: ReturnType<typeof reader.read> | null = null;
  /** The next block (event or comment) matching `match`, waiting up to `ms`. */
  const next = async (match: (block: string) => boolean, ms = 5000): Promise<string> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = blocks.findIndex(match);
      if (index >= 0) return blocks.splice(0, index + 1)[index]!;
      if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(blocks)}`);
      // A read that outlives a timeout is kept for the next call, so no chunk is lost.
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(1, deadline - Date.now()))),
      ]);
      if (chunk === null) continue;
      pending = null;
      if (chunk.done) throw new Error('stream ended');
      buffer += chunk.value;
      const parts = buffer.split('\n\n');
      buffer = parts.pop() ?? '';
      blocks.push(...parts);
    }
  };
  const event = async (name: string, ms?: number) => {
    const block = await next((b) => b.startsWith(`event: ${name}\n`), ms);
    return JSON.parse(block.split('\ndata: ')[1] ?? 'null') as unknown;
  };
  return { response, next, event, close: () => controller.abort() };
}

async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('live stream', () => {
  const extra: FastifyInstance[] = [];
  const saved = { ...sseSettings };
  const savedListen = { ...listenSettings };
  afterEach(async () => {
    Object.assign(sseSettings, saved);
    Object.assign(listenSettings, savedListen);
    for (const app of extra.splice(0)) await app.close();
  });

  /** A second app on the same database, listening on a random port (the first app is inject-only). */
  async function liveApp(): Promise<{ app: FastifyInstance; url: string }> {
    const app = await buildApp(testConfig(), { database: ctx.testDb.database });
    extra.push(app);
    return { app, url: await listenOn(app) };
  }

  it('sends the unread count, a retry hint, then each new notification (in-process path)', async () => {
    const { user, session } = await userWithSession();
    const { user: actor } = await createUser(db());
    await notifySystem(db(), [user.id], { ru: 'Привет', kk: 'Сәлем', en: 'Hello' });
    const { url } = await liveApp();
    const stream = await openStream(url, session);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await stream.next((b) => b.startsWith('retry: '))).toBe(`retry: ${sseSettings.retryMs}`);
    expect(await stream.event('unread')).toEqual({ unread: 1 });

    await db().transaction(async (tx) => {
      await notify(tx, { userId: user.id, type: 'POST_LIKED', actorId: actor.id, postId: null });
    });
    const live = (await stream.event('notification')) as TNotification;
    expect(live).toMatchObject({ type: 'POST_LIKED', actor: { id: actor.id }, readAt: null });
    expect(await stream.event('unread')).toEqual({ unread: 2 });

    await notifySystem(db(), 'ALL', { ru: 'Всем', kk: 'Барлығына', en: 'Everyone' });
    expect(await stream.event('notification')).toMatchObject({ type: 'SYSTEM', text: { en: 'Everyone' } });
    stream.close();
  });

  it('does not send other users’ notifications', async () => {
    const { user, session } = await userWithSession();
    const { user: other } = await createUser(db());
    const { url } = await liveApp();
    const stream = await openStream(url, session);
    await stream.event('unread');
    await notifySystem(db(), [other.id], { ru: 'Не вам', kk: 'Сізге емес', en: 'Not yours' });
    await notifySystem(db(), [user.id], { ru: 'Вам', kk: 'Сізге', en: 'Yours' });
    expect(await stream.event('notification')).toMatchObject({ text: { en: 'Yours' } });
    stream.close();
  });

  it('sends heartbeats and forgets a stream when the client disconnects', async () => {
    sseSettings.heartbeatMs = 100;
    const { session } = await userWithSession();
    const { app, url } = await liveApp();
    const stream = await openStream(url, session);
    await stream.event('unread');
    expect(notificationHubOf(app)?.size).toBe(1);
    expect(await stream.next((b) => b.startsWith(': heartbeat'), 2000)).toBe(': heartbeat');
    stream.close();
    await until(() => notificationHubOf(app)?.size === 0);
  });

  it('closing the app ends open streams instead of hanging', async () => {
    const { session } = await userWithSession();
    const { app, url } = await liveApp();
    const stream = await openStream(url, session);
    await stream.event('unread');
    const started = Date.now();
    await app.close();
    extra.splice(extra.indexOf(app), 1);
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(stream.next(() => false, 2000)).rejects.toThrow(/stream ended|aborted|terminated/);
  });

  it('a notification created by one API process reaches a stream held by another (PostgreSQL LISTEN/NOTIFY)', async (test) => {
    const server = ctx.testDb.database.jobs;
    if (server.kind !== 'postgres') {
      test.skip('needs TEST_DATABASE_URL: on PGlite one process owns the database, so there is no second process');
      return;
    }
    const { user, session } = await userWithSession();
    const { user: actor } = await createUser(db());
    // Two processes: two apps, each with its own pool (and listener) on the same PostgreSQL database.
    const ownDatabase = openPostgres(server.connectionString, pino({ level: 'silent' }), 2);
    const receiver = await buildApp(testConfig(), { database: ownDatabase });
    extra.push(receiver);
    receiver.addHook('onClose', async () => ownDatabase.close());
    const url = await listenOn(receiver);
    const sender = await buildApp(testConfig(), { database: ctx.testDb.database });
    extra.push(sender);
    await sender.ready();

    const stream = await openStream(url, session);
    expect(await stream.event('unread')).toEqual({ unread: 0 });
    await sender.database.db.transaction(async (tx) => {
      await notify(tx, { userId: user.id, type: 'POST_COMMENTED', actorId: actor.id, data: { excerpt: 'Салем!' } });
    });
    expect(await stream.event('notification')).toMatchObject({ type: 'POST_COMMENTED', data: { excerpt: 'Салем!' } });
    expect(await stream.event('unread')).toEqual({ unread: 1 });
    stream.close();
  });

  it('the PostgreSQL listener reconnects after its connection is killed', async (test) => {
    if (ctx.testDb.database.kind !== 'postgres') {
      test.skip('PGlite has no server connection to lose');
      return;
    }
    listenSettings.reconnectMinMs = 50;
    const { user, session } = await userWithSession();
    const { url } = await liveApp();
    const stream = await openStream(url, session);
    await stream.event('unread');
    await db().execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN notifications'`,
    );
    // Until the listener is back, signals are lost (the unread count on reconnect covers them): send until one arrives.
    const deadline = Date.now() + 5000;
    let received: unknown = null;
    while (!received && Date.now() < deadline) {
      await notifySystem(db(), [user.id], { ru: 'Снова', kk: 'Қайта', en: 'Again' });
      received = await stream.event('notification', 300).catch(() => null);
    }
    expect(received).toMatchObject({ type: 'SYSTEM', text: { en: 'Again' } });
    stream.close();
  });
});
