import {
  ADMISSION_CALENDAR_KINDS,
  ADMISSION_RULE_KINDS,
  GRANT_COMPETITIONS,
  type TLocalized,
  type TProfileSubject,
} from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Kazakhstan's admission rules per admission year, the groups of educational programmes (GOP) and
 * their grant cut-offs per year and competition (decision record 019). Every row names its source
 * (title, address, year) or is marked sample.
 */

export const admissionRuleKindEnum = pgEnum('admission_rule_kind', ADMISSION_RULE_KINDS);
export const grantCompetitionEnum = pgEnum('grant_competition', GRANT_COMPETITIONS);
export const admissionCalendarKindEnum = pgEnum('admission_calendar_kind', ADMISSION_CALENDAR_KINDS);

const sourceColumns = () => ({
  sourceTitle: text('source_title'),
  sourceUrl: text('source_url'),
  sourceYear: smallint('source_year'),
  /** True: no published source; shown as sample data. */
  sample: boolean('sample').notNull().default(false),
});

export const admissionRules = pgTable(
  'admission_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: smallint('year').notNull(),
    kind: admissionRuleKindEnum('kind').notNull(),
    /** GENERAL, NATIONAL_UNIVERSITY, a field key, TOTAL, or a UNT part. */
    scope: text('scope').notNull(),
    score: smallint('score').notNull(),
    ...sourceColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admission_rules_year_kind_scope_uq').on(t.year, t.kind, t.scope)],
);

export const gops = pgTable('gops', {
  /** B001…B999. */
  code: text('code').primaryKey(),
  name: text('name_ru').notNull(),
  nameKk: text('name_kk').notNull(),
  nameEn: text('name_en').notNull(),
  subjects: text('subjects').array().$type<TProfileSubject[]>().notNull(),
  /** The professions catalogue's field; picks a field's higher paid threshold. */
  field: text('field').notNull(),
});

export const gopCutoffs = pgTable(
  'gop_cutoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gopCode: text('gop_code')
      .notNull()
      .references(() => gops.code, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    competition: grantCompetitionEnum('competition').notNull(),
    score: smallint('score').notNull(),
    ...sourceColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gop_cutoffs_gop_year_competition_uq').on(t.gopCode, t.year, t.competition),
    index('gop_cutoffs_year_idx').on(t.year, t.gopCode),
  ],
);

/**
 * The admission calendar per year (decision record 022): UNT sessions, the grant application window
 * and the grant results, each with its source or marked sample. The roadmap builder dates phases
 * before these deadlines.
 */
export const admissionCalendar = pgTable(
  'admission_calendar',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: smallint('year').notNull(),
    kind: admissionCalendarKindEnum('kind').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    ...sourceColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admission_calendar_year_kind_uq').on(t.year, t.kind),
    check('admission_calendar_dates_ck', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

export type AdmissionCalendarRow = typeof admissionCalendar.$inferSelect;
export type AdmissionRuleRow = typeof admissionRules.$inferSelect;
export type GopRow = typeof gops.$inferSelect;
export type GopCutoffRow = typeof gopCutoffs.$inferSelect;
export const gopName = (row: GopRow): TLocalized => ({ ru: row.name, kk: row.nameKk, en: row.nameEn });
