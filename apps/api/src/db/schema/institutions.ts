import {
  ADMISSION_BASES,
  INSTITUTION_FINANCING,
  INSTITUTION_TYPES,
  type TAdmissionScores,
  type TEnrollmentResult,
  type TInstructionLanguage,
  type TLocalized,
  type TPreparationStep,
  type TRequirements,
  type TUntCutoff,
} from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cities, countries } from './locations.ts';
import { media } from './media.ts';
import { nameSortExpression } from './name-sort.ts';
import { users } from './users.ts';

/** Institutions, their majors, and saved enrollment analyses. */

export const institutionTypeEnum = pgEnum('institution_type', INSTITUTION_TYPES);
export const institutionFinancingEnum = pgEnum('institution_financing', INSTITUTION_FINANCING);
export const admissionBasisEnum = pgEnum('admission_basis', ADMISSION_BASES);

export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: jsonb('name').$type<TLocalized>().notNull(),
    /** The Russian name lower-cased: the catalogue's keyset order for a Russian reader. */
    nameSort: text('name_sort').notNull(),
    /** The Kazakh and English readers' keyset orders (generated, db/schema/name-sort.ts). */
    nameSortKk: text('name_sort_kk').generatedAlwaysAs(nameSortExpression('kk')),
    nameSortEn: text('name_sort_en').generatedAlwaysAs(nameSortExpression('en')),
    /** Every language's name lower-cased, for the trigram search (maintained by the service). */
    searchText: text('search_text').notNull(),
    type: institutionTypeEnum('type').notNull(),
    financing: institutionFinancingEnum('financing').notNull(),
    hasDormitory: boolean('has_dormitory').notNull().default(false),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    website: text('website'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    description: jsonb('description').$type<TLocalized>().notNull(),
    logoMediaId: uuid('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** Percent of applicants admitted, when published. */
    acceptanceRate: smallint('acceptance_rate'),
    requirements: jsonb('requirements').$type<TRequirements>().notNull(),
    documents: jsonb('documents').$type<TLocalized[]>().notNull().default([]),
    preparationSteps: jsonb('preparation_steps').$type<TPreparationStep[]>().notNull().default([]),
    /** True when some figures (prices, cut-offs, places) are illustrative, not from a public source. */
    sampleData: boolean('sample_data').notNull().default(false),
    /** UNT (state grants per GOP, paid places by the national thresholds) or the institution's own criteria. */
    admissionBasis: admissionBasisEnum('admission_basis').notNull().default('UNT'),
    /** A national university: the higher paid-place threshold applies. */
    nationalUniversity: boolean('national_university').notNull().default(false),
    /** Admits on its own entrance test too (NUET at Nazarbayev University), whose result the model cannot know. */
    ownTest: boolean('own_test').notNull().default(false),
    /** Maintained with the majors: the price range and fields the catalogue filters on. */
    majorCount: integer('major_count').notNull().default(0),
    priceFromKzt: integer('price_from_kzt'),
    priceToKzt: integer('price_to_kzt'),
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('institutions_name_sort_idx').on(t.nameSort, t.id),
    index('institutions_country_name_idx').on(t.countryId, t.nameSort, t.id),
    index('institutions_name_sort_kk_idx').on(t.nameSortKk, t.id),
    index('institutions_country_name_kk_idx').on(t.countryId, t.nameSortKk, t.id),
    index('institutions_name_sort_en_idx').on(t.nameSortEn, t.id),
    index('institutions_country_name_en_idx').on(t.countryId, t.nameSortEn, t.id),
    index('institutions_city_idx').on(t.cityId),
  ],
);

export const majors = pgTable(
  'majors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<TLocalized>().notNull(),
    /** The Russian name lower-cased and trimmed: unique within an institution. */
    nameKey: text('name_key').notNull(),
    /** A field of the professions catalogue (professions.field). */
    field: text('field').notNull(),
    durationYears: numeric('duration_years', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    pricePerYearKzt: integer('price_per_year_kzt').notNull(),
    languages: text('languages').array().$type<TInstructionLanguage[]>().notNull(),
    grantPlaces: integer('grant_places'),
    untMin: smallint('unt_min'),
    untCutoffs: jsonb('unt_cutoffs').$type<TUntCutoff[]>().notNull().default([]),
    /** The group of educational programmes (gops.code) whose grant competition applies; no foreign key so a GOP list can be reloaded. */
    gopCode: text('gop_code'),
    ieltsMin: numeric('ielts_min', { precision: 3, scale: 1, mode: 'number' }),
    satMin: smallint('sat_min'),
    gpaMin: numeric('gpa_min', { precision: 3, scale: 2, mode: 'number' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('majors_institution_name_uq').on(t.institutionId, t.nameKey),
    index('majors_field_idx').on(t.field),
  ],
);

/** A saved enrollment analysis: the chosen list and the computed result, reopened without recomputing. */
export const enrollmentAnalyses = pgTable(
  'enrollment_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    institutionIds: uuid('institution_ids').array().notNull(),
    scores: jsonb('scores').$type<TAdmissionScores>().notNull(),
    /**
     * json, not jsonb: the result (some 250 KB for 8 institutions) is only ever written and read
     * whole, and json keeps the text as written where jsonb's output rebuilds it (migration 0039).
     */
    result: json('result').$type<TEnrollmentResult>().notNull(),
    /** The result's atLeastOneAdmission, kept beside it for the list (which reads no result). */
    atLeastOneAdmission: smallint('at_least_one_admission').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enrollment_analyses_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

export type InstitutionRow = typeof institutions.$inferSelect;
export type MajorRow = typeof majors.$inferSelect;
export type EnrollmentAnalysisRow = typeof enrollmentAnalyses.$inferSelect;
