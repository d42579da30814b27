import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { careerPlanPhases, careerPlans } from './careers.ts';
import { users } from './users.ts';

/** A mentor's review of a career plan: who marked it reviewed last, and when (one row per plan). */
export const careerPlanReviews = pgTable('career_plan_reviews', {
  planId: uuid('plan_id')
    .primaryKey()
    .references(() => careerPlans.id, { onDelete: 'cascade' }),
  reviewerId: uuid('reviewer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A mentor's comment on one phase of a career plan. */
export const careerPlanComments = pgTable(
  'career_plan_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => careerPlans.id, { onDelete: 'cascade' }),
    phaseId: uuid('phase_id')
      .notNull()
      .references(() => careerPlanPhases.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('career_plan_comments_plan_created_idx').on(t.planId, t.createdAt, t.id)],
);
