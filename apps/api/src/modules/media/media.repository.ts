import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media, type MediaRow } from '../../db/schema/media.ts';

/** Queries of the `media` table. */

export type NewMedia = typeof media.$inferInsert;

export async function insertMedia(db: Db, values: NewMedia): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning();
  if (!row) throw new Error('insertMedia: no row');
  return row;
}

export async function findMediaById(db: Db, id: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row ?? null;
}

export async function findMediaByIds(db: Db, ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(media).where(inArray(media.id, ids));
}

export async function deleteMediaRow(db: Db, id: string): Promise<void> {
  await db.delete(media).where(eq(media.id, id));
}
