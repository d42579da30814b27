import { ANALYTICS_TOP } from '@bagdar/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Analytics of one organisation, aggregated in SQL. The organisation's figures are added up from
 * its groups' pre-aggregated rows (scopeFigures); one student's are read directly. Every query is
 * scoped to the organisation (and to a group, or to a teacher's groups), so tenant isolation is the
 * same as in the member lists; the number of statements never depends on what they hold.
 */

export interface AnalyticsScope {
  organizationId: string;
  groupId?: string | undefined;
  /** A teacher's membership id: only the groups they mentor. */
  mentorId?: string | null;
}

/** The scope's student memberships as a CTE body: (membership_id, user_id, group_id, status). */
function studentsOf(scope: AnalyticsScope): SQL {
  const conditions: SQL[] = [sql`m.organization_id = ${scope.organizationId}`, sql`m.role = 'ORG_STUDENT'`];
  if (scope.groupId) conditions.push(sql`m.group_id = ${scope.groupId}`);
  if (scope.mentorId) {
    conditions.push(
      sql`m.group_id IN (SELECT g.id FROM organization_groups g WHERE g.mentor_id = ${scope.mentorId} AND g.organization_id = ${scope.organizationId})`,
    );
  }
  return sql`SELECT m.id AS membership_id, m.user_id, m.group_id, m.status FROM organization_memberships m WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** The group key of students without a group (organization_group_analytics.group_key). */
const NO_GROUP = '00000000-0000-0000-0000-000000000000';

/** The scope's rows of organization_group_analytics (alias `a`): its groups, or one, or a teacher's. */
function groupsOf(scope: AnalyticsScope): SQL {
  const conditions: SQL[] = [sql`a.organization_id = ${scope.organizationId}`];
  if (scope.groupId) conditions.push(sql`a.group_key = ${scope.groupId}`);
  if (scope.mentorId) {
    conditions.push(
      sql`a.group_key IN (SELECT g.id FROM organization_groups g WHERE g.mentor_id = ${scope.mentorId} AND g.organization_id = ${scope.organizationId})`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

/** GPA on the 5-point scale (the original on its own scale, scaled linearly). */
const RATING5 = sql`(CASE ap.gpa_system WHEN 'FOUR' THEN ap.gpa / 4 WHEN 'FIVE' THEN ap.gpa / 5 WHEN 'TEN' THEN ap.gpa / 10 ELSE ap.gpa / 100 END) * 5`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100);

/** The organisation's name, or null when there is none. */
export async function organizationNameOf(db: Db, organizationId: string): Promise<string | null> {
  const [found] = await rows<{ name: string }>(db, sql`SELECT name FROM organizations WHERE id = ${organizationId}`);
  return found?.name ?? null;
}

/**
 * One line of the scope's figures: `n` a count, or (riasec) an average; `x` the tested count of a
 * group, or the average of `education` and `feedback`; `y` the analysed count of a group.
 */
export type FigureRow = {
  kind:
    | 'group'
    | 'status'
    | 'type'
    | 'profession'
    | 'riasec'
    | 'interest'
    | 'rating'
    | 'answer'
    | 'star'
    | 'respondents'
    | 'education'
    | 'feedback';
  key: string | null;
  code: string | null;
  name: { ru: string; kk: string; en: string } | null;
  n: string | null;
  x: string | null;
  y: string | null;
};

/**
 * The scope's figures from its groups' rows of organization_group_analytics (migration 0034): the
 * rows behind their version recomputed first (bagdar_refresh_group_analytics: partial sums that add
 * up over groups, computed from the students' memberships, result summaries, analyses, interests,
 * grades and feedback), then added up in one statement, each list in the order (and cut to the
 * length) the page shows. Two statements whatever the scope holds; reading tens of rows instead of
 * every student is what keeps a page of an organisation of 50,000 students fast.
 */
export async function scopeFigures(db: Db, scope: AnalyticsScope) {
  await db.execute(
    sql`SELECT bagdar_refresh_group_analytics(${scope.organizationId}::uuid, ${scope.groupId ?? null}::uuid, ${scope.mentorId ?? null}::uuid)`,
  );
  const result = await rows<FigureRow>(
    db,
    sql`WITH a AS MATERIALIZED (
      SELECT a.group_key, a.figures AS f FROM organization_group_analytics a WHERE ${groupsOf(scope)} AND a.figures IS NOT NULL
    )
    (SELECT 'group' AS kind, nullif(a.group_key, ${NO_GROUP}::uuid)::text AS key, g.code, NULL::jsonb AS name,
      a.f->>'students' AS n, a.f->>'tested' AS x, a.f->>'analysed' AS y
      FROM a LEFT JOIN organization_groups g ON g.id = a.group_key
      WHERE (a.f->>'students')::bigint > 0 ORDER BY g.code NULLS LAST)
    UNION ALL
    (SELECT 'status', e.key, NULL, NULL, sum(e.value::bigint)::text, NULL, NULL
      FROM a CROSS JOIN LATERAL jsonb_each_text(a.f->'statuses') e GROUP BY e.key
      ORDER BY sum(e.value::bigint) DESC, e.key::membership_status)
    UNION ALL
    (SELECT 'type', e.key, NULL, NULL, sum(e.value::bigint)::text, NULL, NULL
      FROM a CROSS JOIN LATERAL jsonb_each_text(a.f->'types') e GROUP BY e.key
      ORDER BY sum(e.value::bigint) DESC, e.key)
    UNION ALL
    (SELECT 'profession', p->>0, NULL, (array_agg(p->1))[1], sum((p->>2)::bigint)::text, NULL, NULL
      FROM a CROSS JOIN LATERAL jsonb_array_elements(a.f->'professions') p GROUP BY p->>0
      ORDER BY sum((p->>2)::bigint) DESC, p->>0 LIMIT ${ANALYTICS_TOP})
    UNION ALL
    (SELECT 'riasec', e.key, NULL, NULL, (sum((e.value->>0)::numeric) / nullif(sum((e.value->>1)::numeric), 0))::text, NULL, NULL
      FROM a CROSS JOIN LATERAL jsonb_each(a.f->'riasec') e GROUP BY e.key)
    UNION ALL
    (SELECT 'interest', e.key, NULL, NULL, sum(e.value::bigint)::text, NULL, NULL
      FROM a CROSS JOIN LATERAL jsonb_each_text(a.f->'interests') e GROUP BY e.key
      ORDER BY sum(e.value::bigint) DESC, e.key LIMIT ${ANALYTICS_TOP})
    UNION ALL
    (SELECT 'rating', e.key, NULL, NULL, sum(e.value::bigint)::text, NULL, NULL
      FROM a CROSS JOIN LATERAL jsonb_each_text(a.f->'ratings') e GROUP BY e.key)
    UNION ALL
    (SELECT 'answer', e.key, NULL, NULL, sum(e.value::bigint)::text, NULL, NULL
      FROM a CROSS JOIN LATERAL jsonb_each_text(a.f->'answers') e GROUP BY e.key)
    UNION ALL
    (SELECT 'star', e.key, NULL, NULL, sum(e.value::bigint)::text, NULL, NULL
      FROM a CROSS JOIN LATERAL jsonb_each_text(a.f->'stars') e GROUP BY e.key)
    UNION ALL
    (SELECT 'respondents', NULL, NULL, NULL, sum((a.f->>'respondents')::bigint)::text, NULL, NULL FROM a)
    UNION ALL
    (SELECT 'education', NULL, NULL, NULL, sum((a.f->>'ratingCount')::bigint)::text,
      (sum((a.f->>'ratingTotal')::numeric) / nullif(sum((a.f->>'ratingCount')::numeric), 0))::text, NULL FROM a)
    UNION ALL
    (SELECT 'feedback', NULL, NULL, NULL, sum((a.f->>'starCount')::bigint)::text,
      (sum((a.f->>'starTotal')::numeric) / nullif(sum((a.f->>'starCount')::numeric), 0))::text, NULL FROM a)`,
  );
  return result;
}

// ---- one student ----------------------------------------------------------------------------

export async function studentOf(db: Db, scope: AnalyticsScope, memberId: string) {
  const [row] = await rows<{
    membership_id: string;
    user_id: string;
    status: string;
    group_id: string | null;
    group_code: string | null;
    first_name: string;
    last_name: string;
    username: string;
    interests: string[];
    rating: string | null;
  }>(
    db,
    sql`WITH s AS (${studentsOf(scope)})
    SELECT s.membership_id, s.user_id, s.status, s.group_id, g.code AS group_code,
      u.first_name, u.last_name, u.username, u.interests,
      (SELECT ${RATING5} FROM academic_profiles ap WHERE ap.user_id = s.user_id AND ap.gpa IS NOT NULL) AS rating
    FROM s JOIN users u ON u.id = s.user_id LEFT JOIN organization_groups g ON g.id = s.group_id
    WHERE s.membership_id = ${memberId}`,
  );
  if (!row) return null;
  return { ...row, rating: numOrNull(row.rating) };
}

/** The latest completed attempt of each test the user took, newest first. */
export async function latestAttemptsOf(db: Db, userId: string) {
  return rows<{
    attempt_id: string;
    slug: string;
    title: { ru: string; kk: string; en: string };
    completed_at: Date | string;
    result: {
      scales?: { key: string; name: { ru: string; kk: string; en: string }; score: number }[];
      knowledge?: { percent: number } | null;
    } | null;
  }>(
    db,
    sql`SELECT * FROM (
      SELECT DISTINCT ON (t.test_id) t.id AS attempt_id, tests.slug, v.title, t.completed_at, t.result
      FROM test_attempts t JOIN tests ON tests.id = t.test_id JOIN test_versions v ON v.id = t.version_id
      WHERE t.user_id = ${userId} AND t.completed_at IS NOT NULL
      ORDER BY t.test_id, t.completed_at DESC
    ) x ORDER BY x.completed_at DESC`,
  );
}

export async function latestAnalysisOf(db: Db, userId: string) {
  const [row] = await rows<{ created_at: Date | string; result: Record<string, unknown> }>(
    db,
    sql`SELECT a.created_at, a.result FROM personality_analyses a
    WHERE a.user_id = ${userId} AND a.status = 'COMPLETED' AND a.result IS NOT NULL
    ORDER BY a.completed_at DESC NULLS LAST, a.created_at DESC LIMIT 1`,
  );
  return row ?? null;
}

export async function roadmapsOf(db: Db, userId: string) {
  return rows<{
    id: string;
    goal: 'EMPLOYMENT' | 'ENROLLMENT';
    status: 'PENDING' | 'ACTIVE' | 'COMPLETED';
    title: { ru: string; kk: string; en: string };
    subtasks_done: number;
    subtasks_total: number;
    target_date: string;
  }>(
    db,
    sql`SELECT id, goal, status, title, subtasks_done, subtasks_total, target_date::text AS target_date
    FROM career_plans WHERE user_id = ${userId} ORDER BY created_at DESC, id`,
  );
}

// ---- platform ---------------------------------------------------------------------------------

/** Totals and the last 12 months (UTC) in one statement. */
export async function platformFigures(db: Db, now: Date) {
  return rows<{
    month: string | null;
    users: string;
    organizations: string;
    active_organizations: string;
    tests_taken: string;
    analyses: string;
  }>(
    db,
    sql`WITH months AS (
      SELECT generate_series(date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') - interval '11 months',
        date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'), interval '1 month') AS start
    )
    SELECT to_char(m.start, 'YYYY-MM') AS month,
      (SELECT count(*) FROM users u WHERE u.created_at >= m.start AT TIME ZONE 'UTC' AND u.created_at < (m.start + interval '1 month') AT TIME ZONE 'UTC') AS users,
      0 AS organizations,
      (SELECT count(*) FROM organizations o WHERE o.subscription_starts_at < (m.start + interval '1 month') AT TIME ZONE 'UTC' AND o.subscription_ends_at >= m.start AT TIME ZONE 'UTC') AS active_organizations,
      (SELECT count(*) FROM test_attempts t WHERE t.completed_at >= m.start AT TIME ZONE 'UTC' AND t.completed_at < (m.start + interval '1 month') AT TIME ZONE 'UTC') AS tests_taken,
      (SELECT count(*) FROM personality_analyses a WHERE a.status = 'COMPLETED' AND a.created_at >= m.start AT TIME ZONE 'UTC' AND a.created_at < (m.start + interval '1 month') AT TIME ZONE 'UTC') AS analyses
    FROM months m
    UNION ALL
    SELECT NULL,
      (SELECT count(*) FROM users),
      (SELECT count(*) FROM organizations),
      (SELECT count(*) FROM organizations o WHERE o.subscription_starts_at <= ${now.toISOString()}::timestamptz AND o.subscription_ends_at >= ${now.toISOString()}::timestamptz),
      (SELECT count(*) FROM test_attempts WHERE completed_at IS NOT NULL),
      (SELECT count(*) FROM personality_analyses WHERE status = 'COMPLETED')
    ORDER BY 1 NULLS LAST`,
  );
}
