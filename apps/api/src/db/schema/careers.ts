import { sql } from 'drizzle-orm';
import {
  CAREER_GOALS,
  CAREER_PLAN_STATUSES,
  LIFE_STAGES,
  PLAN_STAGES,
  type TLocalized,
  type TPlanBecause,
  type TPlanTarget,
  type TPlanWarning,
} from '@bagdar/contracts';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { learningMaterials, professions } from './catalog.ts';
import { institutions, majors } from './institutions.ts';
import { users } from './users.ts';

/** Career roadmaps: one plan per user and goal, phases of subtasks, materials per phase. */
export const careerGoalEnum = pgEnum('career_goal', CAREER_GOALS);
export const careerPlanStatusEnum = pgEnum('career_plan_status', CAREER_PLAN_STATUSES);
export const lifeStageEnum = pgEnum('life_stage', LIFE_STAGES);
export const careerPlanStageEnum = pgEnum('career_plan_stage', PLAN_STAGES);

export const careerPlans = pgTable(
  'career_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal: careerGoalEnum('goal').notNull(),
    /** PENDING while the job builds it; ACTIVE once built; COMPLETED when the user marks it so. */
    status: careerPlanStatusEnum('status').notNull().default('PENDING'),
    stage: careerPlanStageEnum('stage').notNull().default('PROFILE'),
    percent: smallint('percent').notNull().default(0),
    /** Set when the job failed: the plan stays PENDING and the user may delete it and start again. */
    error: text('error'),
    lifeStage: lifeStageEnum('life_stage').notNull(),
    years: smallint('years'),
    professionId: uuid('profession_id').references(() => professions.id, { onDelete: 'set null' }),
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    majorId: uuid('major_id').references(() => majors.id, { onDelete: 'set null' }),
    about: text('about').notNull().default(''),
    /** The profession's or major's name when the plan was made (the catalogue may change later). */
    title: jsonb('title').$type<TLocalized>().notNull(),
    summary: jsonb('summary').$type<TLocalized>(),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    subtasksTotal: integer('subtasks_total').notNull().default(0),
    subtasksDone: integer('subtasks_done').notNull().default(0),
    phasesTotal: smallint('phases_total').notNull().default(0),
    phasesDone: smallint('phases_done').notNull().default(0),
    provider: text('provider'),
    aiEnriched: boolean('ai_enriched').notNull().default(false),
    /** The model that rewrote part of the text (OpenAI-compatible server); null for the built-in engine alone. */
    aiModel: text('ai_model'),
    /** Deadlines the plan cannot meet in the time left, as the builder found them. */
    warnings: jsonb('warnings').$type<TPlanWarning[]>().notNull().default([]),
    /** The date the student asked to reach the goal by; null: the engine picks it. */
    requestedTargetDate: date('requested_target_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // One open plan per goal: completed ones are kept as history and do not block a new plan.
    uniqueIndex('career_plans_user_goal_uq')
      .on(t.userId, t.goal)
      .where(sql`${t.status} <> 'COMPLETED'`),
    index('career_plans_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const careerPlanPhases = pgTable(
  'career_plan_phases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => careerPlans.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<TLocalized>().notNull(),
    description: jsonb('description').$type<TLocalized>().notNull(),
    achievement: jsonb('achievement').$type<TLocalized>().notNull(),
    /** The input that put the phase into the plan (null before it was recorded). */
    because: jsonb('because').$type<TPlanBecause>(),
    /** A gap phase's measurable target and deadline; null for other phases. */
    target: jsonb('target').$type<TPlanTarget>(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    subtasksTotal: smallint('subtasks_total').notNull().default(0),
    subtasksDone: smallint('subtasks_done').notNull().default(0),
    /** When the phase is complete: set when the last subtask is ticked, cleared while one is open. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The achievement's received date: set when the phase is first completed, and kept after. */
    achievementReceivedAt: timestamp('achievement_received_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('career_plan_phases_plan_position_uq').on(t.planId, t.position)],
);

export const careerPlanSubtasks = pgTable(
  'career_plan_subtasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => careerPlans.id, { onDelete: 'cascade' }),
    phaseId: uuid('phase_id')
      .notNull()
      .references(() => careerPlanPhases.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: jsonb('title').$type<TLocalized>().notNull(),
    /** Added by the user (editable, removable); generated ones are not. */
    own: boolean('own').notNull().default(false),
    /** The input that put a generated subtask into the plan; null for the user's own. */
    because: jsonb('because').$type<TPlanBecause>(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('career_plan_subtasks_plan_idx').on(t.planId, t.phaseId, t.position),
    index('career_plan_subtasks_phase_idx').on(t.phaseId),
  ],
);

export const careerPlanMaterials = pgTable(
  'career_plan_materials',
  {
    phaseId: uuid('phase_id')
      .notNull()
      .references(() => careerPlanPhases.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => careerPlans.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => learningMaterials.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.phaseId, t.materialId] }),
    index('career_plan_materials_plan_idx').on(t.planId),
    index('career_plan_materials_material_idx').on(t.materialId),
  ],
);

export type CareerPlanRow = typeof careerPlans.$inferSelect;
export type CareerPhaseRow = typeof careerPlanPhases.$inferSelect;
export type CareerSubtaskRow = typeof careerPlanSubtasks.$inferSelect;
