import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A row of the platform figures: one per month of the last 12 (UTC), and the totals (month null). */
export interface PlatformFiguresRow {
  month: string | null;
  users: string;
  organizations: string;
  active_organizations: string;
  tests_taken: string;
  analyses: string;
}

/**
 * The platform's totals and last 12 months (UTC) in one statement, from the monthly counts the
 * triggers of migration 0036 keep (platform_monthly_counts: users created, attempts completed,
 * COMPLETED analyses per month, summed over the writers' slots) instead of counting every user and
 * attempt; the organisations (a few hundred) are counted directly. The same figures as
 * `platformFigures` in analytics.repository.ts, which counts the tables themselves.
 */
export async function platformFiguresCounted(db: Db, now: Date): Promise<PlatformFiguresRow[]> {
  const at = now.toISOString();
  const result: unknown = await db.execute(
    sql`WITH months AS (
      SELECT generate_series(date_trunc('month', ${at}::timestamptz AT TIME ZONE 'UTC') - interval '11 months',
        date_trunc('month', ${at}::timestamptz AT TIME ZONE 'UTC'), interval '1 month') AS start
    ), counted AS (
      SELECT c.month, sum(c.users) AS users, sum(c.tests_taken) AS tests_taken, sum(c.analyses) AS analyses
      FROM platform_monthly_counts c
      WHERE c.month >= (date_trunc('month', ${at}::timestamptz AT TIME ZONE 'UTC') - interval '11 months')::date
      GROUP BY c.month
    )
    SELECT to_char(m.start, 'YYYY-MM') AS month,
      coalesce(c.users, 0)::bigint AS users,
      0::bigint AS organizations,
      (SELECT count(*) FROM organizations o WHERE o.subscription_starts_at < (m.start + interval '1 month') AT TIME ZONE 'UTC' AND o.subscription_ends_at >= m.start AT TIME ZONE 'UTC') AS active_organizations,
      coalesce(c.tests_taken, 0)::bigint AS tests_taken,
      coalesce(c.analyses, 0)::bigint AS analyses
    FROM months m LEFT JOIN counted c ON c.month = m.start::date
    UNION ALL
    SELECT NULL, coalesce(t.users, 0)::bigint,
      (SELECT count(*) FROM organizations),
      (SELECT count(*) FROM organizations o WHERE o.subscription_starts_at <= ${at}::timestamptz AND o.subscription_ends_at >= ${at}::timestamptz),
      coalesce(t.tests_taken, 0)::bigint, coalesce(t.analyses, 0)::bigint
    FROM (SELECT sum(users) AS users, sum(tests_taken) AS tests_taken, sum(analyses) AS analyses FROM platform_monthly_counts) t
    ORDER BY 1 NULLS LAST`,
  );
  return (result as { rows: PlatformFiguresRow[] }).rows;
}
