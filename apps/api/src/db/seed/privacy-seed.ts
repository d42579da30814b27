import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { userRelations } from '../schema/privacy.ts';
import { users } from '../schema/users.ts';

/**
 * A demo pupil's block and mute, so the settings' Privacy list is not empty: `school.student` blocked
 * `future.student` and muted `expired.student`. Neither of those writes demo posts, so no other demo
 * screen changes. Running it again changes nothing.
 */
const RELATIONS = [
  { owner: 'school.student', target: 'future.student', kind: 'BLOCK' },
  { owner: 'school.student', target: 'expired.student', kind: 'MUTE' },
] as const;

export async function seedPrivacy(db: Db): Promise<void> {
  const names = [...new Set(RELATIONS.flatMap((r) => [r.owner, r.target]))];
  const found = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const ids = new Map(found.map((u) => [u.username, u.id]));
  const rows = RELATIONS.flatMap((r) => {
    const ownerId = ids.get(r.owner);
    const targetId = ids.get(r.target);
    return ownerId && targetId ? [{ ownerId, targetId, kind: r.kind }] : [];
  });
  if (rows.length > 0) await db.insert(userRelations).values(rows).onConflictDoNothing();
}
