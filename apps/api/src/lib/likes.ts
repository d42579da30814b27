import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * Where a kind of thing keeps its likes: the (target, user) rows of `likes` and the `likeCount` counter of the liked
 * row, kept in step with them. Posts and projects are liked the same way; each names its tables once.
 */
export interface LikeTables {
  /** The like rows; their user column is the property `userId`. */
  likes: PgTable;
  likeTarget: PgColumn;
  /** The property of `likeTarget` in `likes` (e.g. `postId`), for the INSERT's values. */
  likeTargetKey: string;
  likeUser: PgColumn;
  /** The liked table; its counter column is the property `likeCount`. */
  counted: PgTable;
  countedId: PgColumn;
  likeCount: PgColumn;
}

/**
 * Likes (`liked`) or unlikes the target for the user, in the caller's transaction, and returns whether that changed
 * anything and the count after it: two statements either way (the like row, then the counter moved or read).
 */
export async function setLikeRow(
  tx: Db,
  tables: LikeTables,
  targetId: string,
  userId: string,
  liked: boolean,
): Promise<{ changed: boolean; likeCount: number }> {
  const changed = liked
    ? await insertLike(tx, tables, targetId, userId)
    : await deleteLike(tx, tables, targetId, userId);
  const likeCount = changed
    ? await bumpLikeCount(tx, tables, targetId, liked ? 1 : -1)
    : await likeCountOf(tx, tables, targetId);
  return { changed, likeCount };
}

async function insertLike(db: Db, t: LikeTables, targetId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(t.likes)
    .values({ [t.likeTargetKey]: targetId, userId })
    .onConflictDoNothing()
    .returning({ userId: t.likeUser });
  return rows.length > 0;
}

async function deleteLike(db: Db, t: LikeTables, targetId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(t.likes)
    .where(and(eq(t.likeTarget, targetId), eq(t.likeUser, userId)))
    .returning({ userId: t.likeUser });
  return rows.length > 0;
}

async function bumpLikeCount(db: Db, t: LikeTables, targetId: string, delta: number): Promise<number> {
  const set = { likeCount: sql`${t.likeCount} + ${delta}` } as PgUpdateSetSource<PgTable>;
  const [row] = await db
    .update(t.counted)
    .set(set)
    .where(eq(t.countedId, targetId))
    .returning({ likeCount: t.likeCount });
  return Number(row?.likeCount ?? 0);
}

async function likeCountOf(db: Db, t: LikeTables, targetId: string): Promise<number> {
  const [row] = await db.select({ likeCount: t.likeCount }).from(t.counted).where(eq(t.countedId, targetId));
  return Number(row?.likeCount ?? 0);
}
