import { GPA_SYSTEMS, LANGUAGE_PROFICIENCIES } from '@bagdar/contracts';
import { index, numeric, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { media } from './media.ts';
import { users } from './users.ts';

export const gpaSystemEnum = pgEnum('gpa_system', GPA_SYSTEMS);
export const languageProficiencyEnum = pgEnum('language_proficiency', LANGUAGE_PROFICIENCIES);

/** Profile extras that do not belong on users (spec §3): the cover image. */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  coverMediaId: uuid('cover_media_id').references(() => media.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** GPA (original and on the 4.0 scale) and exam scores, one row per user. */
export const academicProfiles = pgTable('academic_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gpaSystem: gpaSystemEnum('gpa_system').notNull(),
  gpa: numeric('gpa', { precision: 6, scale: 2, mode: 'number' }),
  gpa4: numeric('gpa4', { precision: 4, scale: 2, mode: 'number' }),
  ielts: numeric('ielts', { precision: 3, scale: 1, mode: 'number' }),
  toefl: smallint('toefl'),
  sat: smallint('sat'),
  unt: smallint('unt'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The languages a user speaks, in the order they listed them (at most LIMITS.languagesMax). */
export const userLanguages = pgTable(
  'user_languages',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    language: text('language').notNull(),
    level: languageProficiencyEnum('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.position] })],
);

/** A certificate: a name with either an uploaded file (media) or an external link. */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'cascade' }),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificates_user_created_idx').on(t.userId, t.createdAt)],
);

export type AcademicRow = typeof academicProfiles.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
