import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.ts';

/** Reconnect backoff of a PostgreSQL listener: first delay, doubled up to the maximum. Tests shorten it. */
export const listenSettings = { reconnectMinMs: 500, reconnectMaxMs: 30_000 };

export interface ListenHandlers {
  onPayload: (payload: string) => void;
  /**
   * Whether signals can arrive: true once LISTEN is in place, false when the connection is lost
   * (signals sent meanwhile are lost too, so a consumer that caches must drop what it holds).
   */
  onState?: (listening: boolean) => void;
}

/**
 * LISTENs on `channel` for as long as the app runs: PGlite's in-process `listen()` when embedded,
 * otherwise a dedicated node-postgres client (not from the pool: a LISTEN belongs to one session)
 * that reconnects with backoff when the connection fails. Returns the stop function.
 */
export async function startListener(
  database: Database,
  channel: string,
  handlers: ListenHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const { onPayload, onState = () => undefined } = handlers;
  if (database.listen) {
    const unlisten = await database.listen(channel, onPayload);
    onState(true);
    return async () => {
      onState(false);
      await unlisten();
    };
  }
  if (database.jobs.kind !== 'postgres') throw new Error(`${channel}: no way to LISTEN on this database`);
  const { connectionString } = database.jobs;

  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = listenSettings.reconnectMinMs;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', (err) => {
      log.error({ err, channel }, 'listener connection failed; reconnecting');
      retry(next);
    });
    next.on('end', () => retry(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (client !== next) return;
    delay = listenSettings.reconnectMinMs;
    onState(true);
  };

  const retry = (failed: pg.Client): void => {
    if (stopped || client !== failed || timer) return;
    client = undefined;
    onState(false);
    failed.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch((err: unknown) => {
        log.error({ err, channel }, 'listener could not reconnect');
        if (client) retry(client);
      });
    }, delay);
    delay = Math.min(delay * 2, listenSettings.reconnectMaxMs);
  };

  try {
    await connect();
  } catch (err) {
    // The database may come up after the API: keep trying in the background instead of failing the start.
    log.error({ err, channel }, 'listener could not connect; retrying');
    if (client) retry(client);
  }
  return async () => {
    stopped = true;
    onState(false);
    if (timer) clearTimeout(timer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}

/**
 * One channel's listener shared by several consumers (the session cache and the post view cache both
 * drop what they hold on `bagdar_session`): one LISTEN connection, each consumer told every payload
 * and every change of state, and a consumer that joins late told the state at once.
 */
export class ListenFanOut implements Required<ListenHandlers> {
  private readonly consumers = new Set<ListenHandlers>();
  private listening = false;

  subscribe(consumer: ListenHandlers): () => void {
    this.consumers.add(consumer);
    consumer.onState?.(this.listening);
    return () => {
      this.consumers.delete(consumer);
      consumer.onState?.(false);
    };
  }

  readonly onPayload = (payload: string): void => {
    for (const consumer of this.consumers) consumer.onPayload(payload);
  };

  readonly onState = (listening: boolean): void => {
    this.listening = listening;
    for (const consumer of this.consumers) consumer.onState?.(listening);
  };
}
