import { MEDIA_KINDS, MEDIA_PURPOSES } from '@bagdar/contracts';
import { index, integer, pgEnum, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const mediaKindEnum = pgEnum('media_kind', MEDIA_KINDS);
export const mediaPurposeEnum = pgEnum('media_purpose', MEDIA_PURPOSES);

/** An uploaded file: the bytes live in the storage backend under `storage_key`. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: mediaKindEnum('kind').notNull(),
    purpose: mediaPurposeEnum('purpose').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: real('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_storage_key_uq').on(t.storageKey),
    index('media_owner_created_idx').on(t.ownerId, t.createdAt),
  ],
);

export type MediaRow = typeof media.$inferSelect;
