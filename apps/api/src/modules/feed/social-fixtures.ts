import type { TMediaKind, TMediaPurpose } from '@bagdar/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { createUser } from '../../test/factories.ts';
import { signIn } from '../../test/test-app.ts';
import { insertPost } from './feed.repository.ts';
import { extractTopics } from './post-text.ts';

/** Test data for the feed and stories tests: users with sessions, media rows, posts at chosen times. */

export async function signedInUser(app: FastifyInstance, username?: string) {
  const { user, password } = await createUser(app.database.db, username ? { username } : {});
  return { user, session: await signIn(app, user.username, password) };
}

/** A media row as the media module would store it (no bytes: the feed only reads the row). */
export async function mediaRow(
  db: Db,
  ownerId: string,
  purpose: TMediaPurpose = 'post',
  kind: TMediaKind = 'IMAGE',
): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({
      ownerId,
      kind,
      purpose,
      storageKey: `test/${randomUUID()}`,
      contentType: kind === 'VIDEO' ? 'video/mp4' : 'image/webp',
      bytes: 1000,
      width: 100,
      height: 100,
      durationSeconds: kind === 'VIDEO' ? 5 : null,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('mediaRow: no row');
  return row.id;
}

export async function postAt(db: Db, authorId: string, text: string, createdAt?: Date, mediaIds: string[] = []) {
  return insertPost(db, { authorId, text, topics: extractTopics(text), mediaIds, ...(createdAt ? { createdAt } : {}) });
}
