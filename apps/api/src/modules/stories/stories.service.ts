import { SOCIAL_LIMITS, type TMe, type TStory, type TStoryFeed } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import type { MediaRow } from '../../db/schema/media.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { toAuthor } from '../feed/feed.service.ts';
import { findOwnedMedia, toMediaDto } from '../media/media.service.ts';
import * as repo from './stories.repository.ts';

/** 24-hour stories: the media module already checked the file (an image, or a video of at most 15 s). */

const storyNotFound = () => new AppError('NOT_FOUND', 404, 'Story not found');

function toStory(row: {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  media: MediaRow;
  seen: boolean;
  hiddenReason: string | null;
  authorId: string;
  authorUsername: string;
  authorFirstName: string;
  authorLastName: string;
  authorAvatarUrl: string | null;
}): TStory {
  return {
    id: row.id,
    author: toAuthor(row),
    media: toMediaDto(row.media),
    seen: row.seen,
    hiddenReason: row.hiddenReason,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function createStory(db: Db, me: TMe, mediaId: string, now: Date = new Date()): Promise<TStory> {
  const [file] = await findOwnedMedia(db, me.id, [mediaId], ['story']);
  if (!file) throw new AppError('MEDIA_INVALID', 400, 'A story needs an image or a video');
  const expiresAt = new Date(now.getTime() + SOCIAL_LIMITS.storyHours * 3_600_000);
  const row = await repo.insertStory(db, { authorId: me.id, mediaId: file.id, createdAt: now, expiresAt });
  return toStory({
    ...row,
    media: file,
    seen: false,
    hiddenReason: null,
    authorId: me.id,
    authorUsername: me.username,
    authorFirstName: me.firstName,
    authorLastName: me.lastName,
    authorAvatarUrl: me.avatarUrl,
  });
}

/** Unexpired stories grouped by author: one's own first, then authors with unseen stories, newest first. */
export async function storyFeed(db: Db, me: TMe, now: Date = new Date()): Promise<TStoryFeed> {
  const groups = new Map<string, { stories: TStory[]; latest: number }>();
  for (const row of await repo.liveStories(db, me.id, now)) {
    const story = toStory(row);
    const group = groups.get(row.authorId) ?? { stories: [], latest: 0 };
    group.stories.push(story);
    group.latest = Math.max(group.latest, row.createdAt.getTime());
    groups.set(row.authorId, group);
  }
  const items = [...groups.entries()].map(([authorId, group]) => ({
    own: authorId === me.id,
    latest: group.latest,
    author: group.stories[0]!.author,
    stories: group.stories,
    allSeen: group.stories.every((s) => s.seen),
  }));
  items.sort((a, b) => Number(b.own) - Number(a.own) || Number(a.allSeen) - Number(b.allSeen) || b.latest - a.latest);
  return { items: items.map(({ author, stories, allSeen }) => ({ author, stories, allSeen })) };
}

export async function markStorySeen(db: Db, me: TMe, id: string, now: Date = new Date()): Promise<void> {
  const story = isUuid(id) ? await repo.findLiveStory(db, id, now) : null;
  if (!story) throw storyNotFound();
  await repo.markSeen(db, id, me.id);
}

/** Only one's own story; someone else's answers 404 like a missing one. */
export async function deleteStory(db: Db, me: TMe, id: string): Promise<void> {
  const deleted = isUuid(id) && (await repo.deleteOwnStory(db, me.id, id));
  if (!deleted) throw storyNotFound();
}
