import { bigint, date, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * The platform analytics' counts per UTC month (migration 0036), kept by triggers on users,
 * test_attempts and personality_analyses: users created, attempts completed (by completed_at),
 * COMPLETED analyses (by created_at). A month's figure is the sum of its rows, one per writing
 * backend's slot. Never written by the app's code.
 */
export const platformMonthlyCounts = pgTable(
  'platform_monthly_counts',
  {
    month: date('month').notNull(),
    slot: smallint('slot').notNull(),
    users: bigint('users', { mode: 'number' }).notNull().default(0),
    testsTaken: bigint('tests_taken', { mode: 'number' }).notNull().default(0),
    analyses: bigint('analyses', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'platform_monthly_counts_pk', columns: [t.month, t.slot] })],
);
