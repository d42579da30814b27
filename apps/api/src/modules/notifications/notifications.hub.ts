import type { TNotification } from '@bagdar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Db } from '../../db/client.ts';
import * as repo from './notifications.repository.ts';
import { NOTIFICATIONS_CHANNEL, type NotificationSignal } from './notifications.service.ts';

/** Timings of the live stream; tests shorten them. */
export const sseSettings = {
  /** A comment line keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** The `retry:` hint: how long EventSource waits before reconnecting. */
  retryMs: 5_000,
  /** Reconnect backoff of the PostgreSQL listener: first delay, doubled up to the maximum. */
  reconnectMinMs: 500,
  reconnectMaxMs: 30_000,
};

/** One open `text/event-stream` response. */
export interface SseClient {
  send(event: 'notification' | 'unread', data: unknown): void;
  end(): void;
}

/**
 * The in-process side of the fan-out: userId → the streams open in this process. One listener per
 * process (see startListener) hands every signal to `dispatch`, which loads what the addressed users
 * with an open stream here should see and writes it to their streams; users with no stream here cost nothing.
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<SseClient>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(userId: string, client: SseClient): void {
    let set = this.streams.get(userId);
    if (!set) {
      set = new Set();
      this.streams.set(userId, set);
    }
    set.add(client);
  }

  remove(userId: string, client: SseClient): void {
    const set = this.streams.get(userId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.streams.delete(userId);
  }

  /** Open streams in this process (tests check cleanup with it). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /** Ends every stream (graceful shutdown must not wait for browsers to hang up). */
  closeAll(): void {
    for (const set of this.streams.values()) for (const client of set) client.end();
    this.streams.clear();
  }

  /** A raw NOTIFY payload from the listener. Never throws. */
  async dispatch(payload: string): Promise<void> {
    try {
      const signal = JSON.parse(payload) as NotificationSignal;
      if ('batch' in signal) {
        const userIds = [...this.streams.keys()];
        if (userIds.length === 0) return;
        await this.deliver(await repo.findBatchForUsers(this.db, signal.batch, userIds));
      } else if (this.streams.has(signal.userId)) {
        await this.deliver(await repo.findByIds(this.db, [signal.id]));
      }
    } catch (err) {
      this.log.error({ err }, 'notification dispatch failed');
    }
  }

  private async deliver(rows: repo.NotificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    const [views, counts] = await Promise.all([
      repo.toViews(this.db, rows),
      repo.unreadCounts(this.db, [...new Set(rows.map((r) => r.userId))]),
    ]);
    rows.forEach((row, i) => {
      const view: TNotification | undefined = views[i];
      const clients = this.streams.get(row.userId);
      if (!view || !clients) return;
      for (const client of clients) {
        client.send('notification', view);
        client.send('unread', { unread: counts.get(row.userId) ?? 0 });
      }
    });
  }
}

/**
 * Starts this process's one listener on the `notifications` channel: PGlite's in-process `listen()`
 * when embedded, otherwise a dedicated node-postgres client (not from the pool: a LISTEN belongs to
 * one session) that reconnects with backoff when the connection fails. Returns the stop function.
 */
export async function startListener(
  database: Database,
  onPayload: (payload: string) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.listen) return database.listen(NOTIFICATIONS_CHANNEL, onPayload);
  if (database.jobs.kind !== 'postgres') throw new Error('notifications: no way to LISTEN on this database');
  const { connectionString } = database.jobs;

  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = sseSettings.reconnectMinMs;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === NOTIFICATIONS_CHANNEL && message.payload) onPayload(message.payload);
    });
    next.on('error', (err) => {
      log.error({ err }, 'notifications listener connection failed; reconnecting');
      retry(next);
    });
    next.on('end', () => retry(next));
    await next.connect();
    await next.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
    delay = sseSettings.reconnectMinMs;
  };

  const retry = (failed: pg.Client): void => {
    if (stopped || client !== failed || timer) return;
    client = undefined;
    failed.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch((err: unknown) => {
        log.error({ err }, 'notifications listener could not reconnect');
        if (client) retry(client);
      });
    }, delay);
    delay = Math.min(delay * 2, sseSettings.reconnectMaxMs);
  };

  try {
    await connect();
  } catch (err) {
    // The database may come up after the API: keep trying in the background instead of failing the start.
    log.error({ err }, 'notifications listener could not connect; retrying');
    if (client) retry(client);
  }
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
