import type { SessionRecord } from './me.ts';

/** The channel the migration 0016 triggers notify on: `u:<user id>` or `o:<organisation id>`. */
export const SESSION_CHANNEL = 'bagdar_session';

/** Bounds of the cache; tests shorten them. */
export const sessionCacheSettings = {
  /** An entry is read from the database again after this long, whatever the signals said. */
  ttlMs: 30_000,
  /** The most sessions held; the oldest go first. */
  maxEntries: 20_000,
};

interface Entry {
  record: SessionRecord;
  storedAt: number;
}

/**
 * The sessions this process resolved lately, so a signed-in request costs no statement
 * (docs/decisions/016-session-cache.md). It serves nothing unless it is `listening`: while the
 * invalidation channel is down, signals may be lost, so every request reads the database.
 *
 * It forgets:
 * - the sessions of a user, or of an organisation's members, on the triggers' NOTIFY (any process's
 *   write, delivered on commit);
 * - everything, on a write of this process (Database.sessionWrites: at once, before the reply);
 * - an entry after `ttlMs`, or once its session expires.
 *
 * A read that began before a signal does not store what it read (`mark`/`store`): it may hold the
 * rows from before the change.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private generation = 0;
  private listening = false;

  /** The live record of `sessionId`, or undefined (not held, too old, expired, or not listening). */
  get(sessionId: string, now: number): SessionRecord | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.storedAt > sessionCacheSettings.ttlMs || entry.record.expiresAt.getTime() <= now) {
      this.drop(sessionId, entry.record.row.user.id);
      return undefined;
    }
    return entry.record;
  }

  /** Taken before reading a session from the database; `store` keeps the read only if nothing changed since. */
  mark(): number {
    return this.generation;
  }

  store(sessionId: string, record: SessionRecord, mark: number, now: number): void {
    if (!this.listening || mark !== this.generation) return;
    if (!this.entries.has(sessionId) && this.entries.size >= sessionCacheSettings.maxEntries) {
      const oldest = this.entries.entries().next().value;
      if (oldest) this.drop(oldest[0], oldest[1].record.row.user.id);
    }
    this.entries.set(sessionId, { record, storedAt: now });
    const userId = record.row.user.id;
    let sessions = this.byUser.get(userId);
    if (!sessions) {
      sessions = new Set();
      this.byUser.set(userId, sessions);
    }
    sessions.add(sessionId);
  }

  /** A NOTIFY payload of the triggers: `u:<user id>`, `o:<organisation id>`; anything else forgets all. */
  signal(payload: string): void {
    this.generation++;
    const id = payload.slice(2);
    if (payload.startsWith('u:')) {
      for (const sessionId of this.byUser.get(id) ?? []) this.drop(sessionId, id);
    } else if (payload.startsWith('o:')) {
      for (const [sessionId, entry] of this.entries) {
        if (entry.record.row.organization?.id === id) this.drop(sessionId, entry.record.row.user.id);
      }
    } else {
      this.clear();
    }
  }

  /** Forgets everything (a write of this process: which user it touched is not known here). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byUser.clear();
  }

  /** Whether invalidations can arrive; either way what is held is dropped (signals may have been missed). */
  setListening(listening: boolean): void {
    this.clear();
    this.listening = listening;
  }

  /** Sessions held (tests). */
  get size(): number {
    return this.entries.size;
  }

  private drop(sessionId: string, userId: string): void {
    this.entries.delete(sessionId);
    const sessions = this.byUser.get(userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byUser.delete(userId);
  }
}
