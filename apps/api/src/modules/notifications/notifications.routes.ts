import { ZNotificationPage, ZOkResponse, ZPageQuery, ZUnreadCount } from '@bagdar/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireAuth } from '../../plugins/access.ts';
import { startListener } from '../../db/listen.ts';
import { NotificationHub, sseSettings, type SseClient } from './notifications.hub.ts';
import {
  listNotifications,
  markAllRead,
  markRead,
  NOTIFICATIONS_CHANNEL,
  unreadCount,
} from './notifications.service.ts';

const ZIdParams = z.object({ id: z.string().max(64) });
const ZNotificationsQuery = ZPageQuery.extend({ limit: z.coerce.number().int().min(1).max(50).default(20) });
const ok = { ok: true } as const;
const tags = ['notifications'];

/** Each app's hub, by its HTTP server (tests look at how many streams are open). */
const hubs = new WeakMap<object, NotificationHub>();
export const notificationHubOf = (app: FastifyInstance): NotificationHub | undefined => hubs.get(app.server);

/** Notifications of the signed-in user under /api/v1/notifications, with the live stream. */
export const notificationsRoutes: FastifyPluginCallbackZod<{ database: Database }> = (app, { database }, done) => {
  const { db } = database;
  const hub = new NotificationHub(db, app.log);
  hubs.set(app.server, hub);
  let stopListener: (() => Promise<void>) | undefined;

  app.addHook('onReady', async () => {
    stopListener = await startListener(
      database,
      NOTIFICATIONS_CHANNEL,
      { onPayload: (payload) => void hub.dispatch(payload) },
      app.log,
    );
  });
  // Before the server stops accepting: end open streams, or closing would wait for browsers to hang up.
  app.addHook('preClose', (hookDone) => {
    hub.closeAll();
    hookDone();
  });
  app.addHook('onClose', async () => {
    await stopListener?.();
  });

  app.addHook('preHandler', requireAuth);

  app.get('/', {
    schema: {
      tags,
      querystring: ZNotificationsQuery,
      response: { 200: ZNotificationPage, ...errorResponses(400, 401) },
    },
    handler: async (request) => listNotifications(db, (await currentUser(request)).id, request.query),
  });
  app.get('/unread-count', {
    schema: { tags, response: { 200: ZUnreadCount, ...errorResponses(401) } },
    handler: async (request) => ({ unread: await unreadCount(db, (await currentUser(request)).id) }),
  });
  app.post('/read-all', {
    schema: { tags, response: { 200: ZOkResponse, ...errorResponses(401, 403) } },
    handler: async (request) => {
      await markAllRead(db, (await currentUser(request)).id);
      return ok;
    },
  });
  app.post('/:id/read', {
    schema: { tags, params: ZIdParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await markRead(db, (await currentUser(request)).id, request.params.id);
      return ok;
    },
  });

  app.get('/stream', {
    schema: {
      tags,
      description:
        'Server-sent events: `unread` ({ unread }) on connect and after each notification, `notification` (a Notification) when one arrives; a comment line every 25 s.',
      response: { ...errorResponses(401) },
    },
    handler: async (request, reply) => {
      const me = await currentUser(request);
      const unread = await unreadCount(db, me.id);
      reply.hijack();
      const res = reply.raw;
      // Headers set so far (helmet's go straight onto the raw response) are kept.
      const headers: Record<string, string | number | readonly string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies (nginx) must pass events through as they come.
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);
      res.socket?.setTimeout(0);

      let open = true;
      const write = (chunk: string) => {
        if (open) res.write(chunk);
      };
      const client: SseClient = {
        send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        end: () => {
          if (!open) return;
          cleanup();
          res.end();
        },
      };
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), sseSettings.heartbeatMs);
      const cleanup = () => {
        open = false;
        clearInterval(heartbeat);
        hub.remove(me.id, client);
      };
      request.raw.on('close', cleanup);
      res.on('close', cleanup);

      write(`retry: ${sseSettings.retryMs}\n\n`);
      client.send('unread', { unread });
      hub.add(me.id, client);
    },
  });

  done();
};
