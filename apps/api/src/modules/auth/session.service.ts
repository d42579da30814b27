import type { Db } from '../../db/client.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import type { ClientInfo } from './auth-context.ts';
import { deleteSession, insertSession } from './session.repository.ts';

/** Starts a new session (a fresh id every time: no fixation) and returns the cookie token. */
export async function startSession(
  db: Db,
  userId: string,
  client: ClientInfo,
  ttlDays: number,
  replacesSessionId: string | null = null,
): Promise<string> {
  if (replacesSessionId) await deleteSession(db, replacesSessionId);
  const token = newToken();
  await insertSession(db, {
    id: sha256(token),
    userId,
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip,
  });
  return token;
}
