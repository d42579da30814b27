import { MATERIAL_TYPES, type TLocalized } from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { localeEnum } from './enums.ts';

/** The professions and learning-materials catalogues the analysis draws on. */
export const materialTypeEnum = pgEnum('material_type', MATERIAL_TYPES);
export const professionDemandEnum = pgEnum('profession_demand', ['HIGH', 'MEDIUM', 'LOW']);

export const professions = pgTable(
  'professions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unique; also the admin list's keyset order. */
    slug: text('slug').notNull().unique('professions_slug_uq'),
    name: jsonb('name').$type<TLocalized>().notNull(),
    description: jsonb('description').$type<TLocalized>().notNull(),
    riasec: text('riasec').notNull(),
    typeAffinities: text('type_affinities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skills: jsonb('skills').$type<TLocalized[]>().notNull().default([]),
    majors: jsonb('majors').$type<TLocalized[]>().notNull().default([]),
    field: text('field').notNull(),
    demand: professionDemandEnum('demand').notNull(),
    salaryFromKzt: integer('salary_from_kzt').notNull(),
    salaryToKzt: integer('salary_to_kzt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('professions_field_idx').on(t.field)],
);

export const learningMaterials = pgTable(
  'learning_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The content key of a seeded material; null for those admins add. */
    slug: text('slug').unique('learning_materials_slug_uq'),
    type: materialTypeEnum('type').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    language: localeEnum('language').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    riasec: text('riasec')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  /** The admin list's keyset order. */
  (t) => [index('learning_materials_title_idx').on(t.title, t.id)],
);

/**
 * The concrete steps of a catalogue skill, keyed by its English name as `professions.skills` spells it:
 * a skill several professions share has one list, which the roadmap builder turns into the skill's
 * phase. Seeded from the shipped content; catalogue admins edit it.
 */
export const skillSteps = pgTable('skill_steps', {
  skill: text('skill').primaryKey(),
  steps: jsonb('steps').$type<TLocalized[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProfessionRow = typeof professions.$inferSelect;
export type MaterialRow = typeof learningMaterials.$inferSelect;

/** What the compatibility reads of a profession (a TProfessionRecord): the analysis and the enrollment fit. */
export const professionRecordColumns = {
  id: professions.id,
  slug: professions.slug,
  name: professions.name,
  riasec: professions.riasec,
  typeAffinities: professions.typeAffinities,
  majors: professions.majors,
  skills: professions.skills,
  field: professions.field,
};
