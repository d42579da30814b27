import type { SessionBackend } from '../../plugins/session-auth.ts';
import { findSessionRecord, toMe, type SessionRecord } from './me.ts';
import { SESSION_CHANNEL, SessionCache } from './session-cache.ts';
import { touchSession } from './session.repository.ts';

/** The auth feature's side of cookie sessions, handed to plugins/session-auth.ts by app.ts. */
export const sessionBackend: SessionBackend = {
  channel: SESSION_CHANNEL,
  createCache: () => new SessionCache(),
  findSessionRecord,
  touchSession,
  toMe(record: SessionRecord, now: Date) {
    return toMe(record.row, now);
  },
};
