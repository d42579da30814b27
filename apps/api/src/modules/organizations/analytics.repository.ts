import { ANALYTICS_TOP } from '@bagdar/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Analytics of one organisation, aggregated in SQL. Every query starts from the
 * students of the organisation (scoped to a group, or to a teacher's groups), so tenant isolation
 * is the same as in the member lists; the number of statements never depends on what they hold.
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

/** The latest completed analysis per student. */
const LATEST_ANALYSIS = sql`
  SELECT DISTINCT ON (a.user_id) a.user_id, a.result
  FROM personality_analyses a JOIN s ON s.user_id = a.user_id
  WHERE a.status = 'COMPLETED' AND a.result IS NOT NULL
  ORDER BY a.user_id, a.completed_at DESC NULLS LAST, a.created_at DESC`;

/** GPA on the 5-point scale (the original on its own scale, scaled linearly). */
const RATING5 = sql`(CASE ap.gpa_system WHEN 'FOUR' THEN ap.gpa / 4 WHEN 'FIVE' THEN ap.gpa / 5 WHEN 'TEN' THEN ap.gpa / 10 ELSE ap.gpa / 100 END) * 5`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100);

/** The organisation's name, or null when there is none. */
export async function organizationNameOf(db: Db, organizationId: string): Promise<string | null> {
  const [found] = await rows<{ name: string }>(db, sql`SELECT name FROM organizations WHERE id = ${organizationId}`);
  return found?.name ?? null;
}

/**
 * The scope's anonymous rows of erased students (organization_erased_members) as a CTE body:
 * (group_id, students, tested, analysed) — what the totals keep of a student whose account was erased.
 */
function erasedOf(scope: AnalyticsScope): SQL {
  const conditions: SQL[] = [sql`e.organization_id = ${scope.organizationId}`];
  if (scope.groupId) conditions.push(sql`e.group_id = ${scope.groupId}`);
  if (scope.mentorId) {
    conditions.push(
      sql`e.group_id IN (SELECT g.id FROM organization_groups g WHERE g.mentor_id = ${scope.mentorId} AND g.organization_id = ${scope.organizationId})`,
    );
  }
  return sql`SELECT e.group_id, count(*) AS students, count(*) FILTER (WHERE e.tested) AS tested,
      count(*) FILTER (WHERE e.analysed) AS analysed
    FROM organization_erased_members e WHERE ${sql.join(conditions, sql` AND `)} GROUP BY e.group_id`;
}

/**
 * By group: students, tested (any completed attempt), analysed (a completed analysis); one row per
 * group. Students whose accounts were erased are still counted, anonymously.
 */
export async function completionByGroup(db: Db, scope: AnalyticsScope) {
  const result = await rows<{
    group_id: string | null;
    code: string | null;
    students: string;
    tested: string;
    analysed: string;
  }>(
    db,
    sql`WITH s AS (${studentsOf(scope)}),
    live AS (
      SELECT s.group_id, count(*) AS students,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM student_result_summaries t WHERE t.user_id = s.user_id)) AS tested,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM personality_analyses a WHERE a.user_id = s.user_id AND a.status = 'COMPLETED')) AS analysed
      FROM s GROUP BY s.group_id
    ),
    x AS (SELECT * FROM live UNION ALL ${erasedOf(scope)})
    SELECT x.group_id, g.code, sum(x.students) AS students, sum(x.tested) AS tested, sum(x.analysed) AS analysed
    FROM x LEFT JOIN organization_groups g ON g.id = x.group_id
    GROUP BY x.group_id, g.code
    ORDER BY g.code NULLS LAST`,
  );
  return result.map((r) => ({
    groupId: r.group_id,
    code: r.code,
    students: num(r.students),
    tested: num(r.tested),
    analysed: num(r.analysed),
  }));
}

export async function studentsByStatus(db: Db, scope: AnalyticsScope) {
  const result = await rows<{ status: string; count: string }>(
    db,
    sql`WITH s AS (${studentsOf(scope)}) SELECT s.status, count(*) AS count FROM s GROUP BY s.status ORDER BY count(*) DESC, s.status`,
  );
  return result.map((r) => ({ status: r.status, count: num(r.count) }));
}

export async function personalityTypes(db: Db, scope: AnalyticsScope) {
  const result = await rows<{ type: string; count: string }>(
    db,
    sql`WITH s AS (${studentsOf(scope)}), la AS (${LATEST_ANALYSIS})
    SELECT la.result->>'type' AS type, count(*) AS count FROM la
    WHERE la.result->>'type' IS NOT NULL
    GROUP BY 1 ORDER BY count(*) DESC, 1`,
  );
  return result.map((r) => ({ type: r.type, count: num(r.count) }));
}

/**
 * Average RIASEC scale scores over each student's latest completed career-interests attempt (its
 * scales as student_result_summaries keeps them: the attempts' whole results took seconds to read).
 */
export async function riasecProfile(db: Db, scope: AnalyticsScope) {
  const result = await rows<{ code: string | null; score: string | null; respondents: string }>(
    db,
    sql`WITH s AS (${studentsOf(scope)}),
    latest AS (
      SELECT r.user_id, r.interest_keys, r.interest_scores
      FROM student_result_summaries r JOIN s ON s.user_id = r.user_id
      WHERE r.interest_completed_at IS NOT NULL
    )
    SELECT x.code, avg(x.score) AS score, (SELECT count(*) FROM latest) AS respondents
    FROM latest CROSS JOIN LATERAL unnest(latest.interest_keys, latest.interest_scores) AS x(code, score)
    GROUP BY 1
    UNION ALL SELECT NULL, NULL, (SELECT count(*) FROM latest)`,
  );
  const order = ['R', 'I', 'A', 'S', 'E', 'C'];
  const scales = result
    .filter((r) => r.code !== null)
    .map((r) => ({ code: r.code ?? '', score: numOrNull(r.score) ?? 0 }))
    .sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  return { scales, respondents: num(result[0]?.respondents) };
}

/** Professions among the five best fits of each student's latest analysis, most frequent first. */
export async function topProfessions(db: Db, scope: AnalyticsScope) {
  const result = await rows<{ slug: string; name: { ru: string; kk: string; en: string }; count: string }>(
    db,
    sql`WITH s AS (${studentsOf(scope)}), la AS (${LATEST_ANALYSIS})
    SELECT p->>'slug' AS slug, (array_agg(p->'name'))[1] AS name, count(*) AS count
    FROM la CROSS JOIN LATERAL jsonb_array_elements(la.result->'professions') WITH ORDINALITY AS e(p, i)
    WHERE e.i <= 5 AND p->>'slug' IS NOT NULL
    GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${ANALYTICS_TOP}`,
  );
  return result.map((r) => ({ slug: r.slug, name: r.name, count: num(r.count) }));
}

export async function topInterests(db: Db, scope: AnalyticsScope) {
  const result = await rows<{ interest: string; count: string }>(
    db,
    sql`WITH s AS (${studentsOf(scope)})
    SELECT i AS interest, count(*) AS count FROM s JOIN users u ON u.id = s.user_id CROSS JOIN LATERAL unnest(u.interests) AS i
    GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${ANALYTICS_TOP}`,
  );
  return result.map((r) => ({ interest: r.interest, count: num(r.count) }));
}

/** GPAs on the 5-point scale: the average and the distribution of the rounded ratings (1-5). */
export async function educationRatings(db: Db, scope: AnalyticsScope) {
  const result = await rows<{ rating: number | null; count: string; average: string | null; total: string }>(
    db,
    sql`WITH s AS (${studentsOf(scope)}),
    r AS (SELECT ${RATING5} AS value FROM s JOIN academic_profiles ap ON ap.user_id = s.user_id WHERE ap.gpa IS NOT NULL)
    SELECT greatest(1, least(5, round(r.value)))::int AS rating, count(*) AS count,
      (SELECT avg(value) FROM r) AS average, (SELECT count(*) FROM r) AS total
    FROM r GROUP BY 1
    UNION ALL SELECT NULL, 0, (SELECT avg(value) FROM r), (SELECT count(*) FROM r)`,
  );
  const head = result[result.length - 1];
  return {
    students: num(head?.total),
    average: numOrNull(head?.average),
    ratings: [1, 2, 3, 4, 5].map((rating) => ({
      rating,
      count: num(result.find((r) => r.rating === rating)?.count),
    })),
  };
}

/** The feedback survey after tests: answers, star ratings and their average, in one statement. */
export async function feedbackSummary(db: Db, scope: AnalyticsScope) {
  const result = await rows<{ kind: string; key: string | null; count: string; average: string | null }>(
    db,
    sql`WITH s AS (${studentsOf(scope)}),
    f AS (SELECT tf.answer, tf.rating FROM test_feedback tf JOIN s ON s.user_id = tf.user_id)
    SELECT 'answer' AS kind, f.answer::text AS key, count(*) AS count, NULL AS average FROM f GROUP BY f.answer
    UNION ALL SELECT 'rating', f.rating::text, count(*), NULL FROM f GROUP BY f.rating
    UNION ALL SELECT 'total', NULL, count(*), avg(f.rating)::text FROM f`,
  );
  const total = result.find((r) => r.kind === 'total');
  const countOf = (kind: string, key: string) => num(result.find((r) => r.kind === kind && r.key === key)?.count);
  return {
    responses: num(total?.count),
    averageRating: numOrNull(total?.average),
    answerCount: (answer: string) => countOf('answer', answer),
    ratingCount: (rating: number) => countOf('rating', String(rating)),
  };
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
