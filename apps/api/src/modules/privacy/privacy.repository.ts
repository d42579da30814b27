import type { TUserRelationKind } from '@bagdar/contracts';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRelations } from '../../db/schema/privacy.ts';
import { users } from '../../db/schema/users.ts';

/** Queries of blocks and mutes. */

/** Sets the owner's relation to the target (a block replaces a mute and the reverse); returns the kind before. */
export async function upsertRelation(
  db: Db,
  ownerId: string,
  targetId: string,
  kind: TUserRelationKind,
): Promise<TUserRelationKind | null> {
  const [before] = await db
    .select({ kind: userRelations.kind })
    .from(userRelations)
    .where(and(eq(userRelations.ownerId, ownerId), eq(userRelations.targetId, targetId)));
  await db
    .insert(userRelations)
    .values({ ownerId, targetId, kind })
    .onConflictDoUpdate({
      target: [userRelations.ownerId, userRelations.targetId],
      set: {
        kind,
        createdAt: sql`CASE WHEN ${userRelations.kind} = ${kind} THEN ${userRelations.createdAt} ELSE now() END`,
      },
    });
  return before?.kind ?? null;
}

/** Removes the owner's relation to the target; returns its kind, or null when there was none. */
export async function deleteRelation(db: Db, ownerId: string, targetId: string): Promise<TUserRelationKind | null> {
  const [row] = await db
    .delete(userRelations)
    .where(and(eq(userRelations.ownerId, ownerId), eq(userRelations.targetId, targetId)))
    .returning({ kind: userRelations.kind });
  return row?.kind ?? null;
}

/** Everyone the owner blocked or muted, newest first, with their public name. */
export function listRelations(db: Db, ownerId: string) {
  return db
    .select({
      kind: userRelations.kind,
      createdAt: userRelations.createdAt,
      authorId: users.id,
      authorUsername: users.username,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorAvatarUrl: users.avatarUrl,
    })
    .from(userRelations)
    .innerJoin(users, eq(users.id, userRelations.targetId))
    .where(eq(userRelations.ownerId, ownerId))
    .orderBy(desc(userRelations.createdAt), desc(userRelations.targetId));
}

/** Whether `a` and any of `others` blocked one another (either way). */
export async function isBlockedWithAny(db: Db, a: string, others: string[]): Promise<boolean> {
  if (others.length === 0) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userRelations)
    .where(
      and(
        eq(userRelations.kind, 'BLOCK'),
        or(
          and(eq(userRelations.ownerId, a), inArray(userRelations.targetId, others)),
          and(inArray(userRelations.ownerId, others), eq(userRelations.targetId, a)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}
