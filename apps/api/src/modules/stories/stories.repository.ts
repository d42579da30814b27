import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { stories, storyViews } from '../../db/schema/social.ts';
import { users } from '../../db/schema/users.ts';
import { authorNotSuspended, moderationAllows } from '../moderation/visibility.ts';
import { notHiddenFrom } from '../privacy/relation-filter.ts';

/** Queries of stories and their views. */

const authorColumns = {
  authorId: users.id,
  authorUsername: users.username,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorAvatarUrl: users.avatarUrl,
};

/** Most stories the strip loads at once (fan-out on read over stories_expires_idx). */
export const STORY_FEED_MAX = 500;

/**
 * Every unexpired story with its author, media and whether the viewer has seen it: one query.
 * Stories of people the viewer blocked, muted or was blocked by are left out.
 */
export async function liveStories(db: Db, viewerId: string, now: Date) {
  return db
    .select({
      id: stories.id,
      createdAt: stories.createdAt,
      expiresAt: stories.expiresAt,
      media,
      seen: sql<boolean>`EXISTS (SELECT 1 FROM ${storyViews} WHERE ${storyViews.storyId} = ${stories.id} AND ${storyViews.viewerId} = ${viewerId})`,
      // Only a HIDDEN story reaches anyone with a reason, and only its author (moderationAllows).
      hiddenReason: sql<string | null>`CASE WHEN ${stories.moderation} = 'HIDDEN' THEN ${stories.moderationReason} END`,
      ...authorColumns,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.authorId))
    .innerJoin(media, eq(media.id, stories.mediaId))
    .where(
      and(
        gt(stories.expiresAt, now),
        moderationAllows(stories, viewerId),
        authorNotSuspended(stories.authorId),
        notHiddenFrom(viewerId, stories.authorId),
      ),
    )
    .orderBy(asc(stories.createdAt), asc(stories.id))
    .limit(STORY_FEED_MAX);
}

export type StoryViewRow = Awaited<ReturnType<typeof liveStories>>[number];

export async function insertStory(
  db: Db,
  values: { authorId: string; mediaId: string; expiresAt: Date; createdAt: Date },
) {
  const [row] = await db.insert(stories).values(values).returning();
  if (!row) throw new Error('insertStory: no row');
  return row;
}

export async function findLiveStory(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.id, id), gt(stories.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function markSeen(db: Db, storyId: string, viewerId: string): Promise<void> {
  await db.insert(storyViews).values({ storyId, viewerId }).onConflictDoNothing();
}

export async function deleteOwnStory(db: Db, authorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(stories)
    .where(and(eq(stories.id, id), eq(stories.authorId, authorId)))
    .returning({ id: stories.id });
  return rows.length > 0;
}
