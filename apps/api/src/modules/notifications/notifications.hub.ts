import type { TNotification } from '@bagdar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import * as repo from './notifications.repository.ts';
import type { NotificationSignal } from './notifications.service.ts';

/** Timings of the live stream; tests shorten them. */
export const sseSettings = {
  /** A comment line keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** The `retry:` hint: how long EventSource waits before reconnecting. */
  retryMs: 5_000,
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
