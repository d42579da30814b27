import { ANALYSIS_STAGES } from '@bagdar/contracts';
import { boolean, index, jsonb, pgEnum, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const analysisStatusEnum = pgEnum('analysis_status', ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED']);
export const analysisStageEnum = pgEnum('analysis_stage', ANALYSIS_STAGES);

/** One personality analysis run (a pg-boss job does the work and reports its stage here). */
export const personalityAnalyses = pgTable(
  'personality_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: analysisStatusEnum('status').notNull().default('QUEUED'),
    stage: analysisStageEnum('stage').notNull().default('PROFILE'),
    percent: smallint('percent').notNull().default(0),
    /** TAnalysisResult (the analysis without id and createdAt). */
    result: jsonb('result'),
    provider: text('provider'),
    aiEnriched: boolean('ai_enriched').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('personality_analyses_user_created_idx').on(t.userId, t.createdAt)],
);

export type AnalysisRow = typeof personalityAnalyses.$inferSelect;
export type AnalysisStatus = (typeof analysisStatusEnum.enumValues)[number];
