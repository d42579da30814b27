// `npx tsx bench/seed-country.ts`, run by bench/routes.mjs with the API stopped: a country's data
// for the route bench, written set-wise (generate_series, INSERT … SELECT; bulkLoad: secondary
// indexes built after the rows, triggers' work done set-wise) on the database the environment
// names (migrations and demo data as `npm start` first). The users first, then the other parts
// at once, each on its own connection. At BENCH_SCALE=1 (default):
// 200,000 users and 2 million posts (the feed's bench seed), 300 organisations of which the demo
// school holds 50,000 students, 1,000 institutions × 20 majors, 20,000 projects, 1 million finished
// test attempts and 50,000 career roadmaps (each a copy of a demo plan's phases and subtasks).
// BENCH_SCALE=0.1 writes a tenth of each. Runs once per database (present bench users skip it).
// Prints one JSON line: the sizes written, the seconds each part took (the parts overlap) and the
// CPU seconds the database server spent on them.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import { bulkLoad, type Tx } from '../apps/api/src/db/bulk-load.ts';
import { benchUsername, seedBenchPosts, seedBenchUsers } from '../apps/api/src/modules/feed/feed-bench-seed.ts';
import { rowsOf, seedInstitutions, seedProjects } from './catalogue-seed.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const scaled = (n: number, least = 1) => Math.max(least, Math.round(n * SCALE));
export const SIZE = {
  users: scaled(200_000, 1000),
  posts: scaled(2_000_000, 1000),
  organizations: scaled(300, 2),
  bigOrgStudents: scaled(50_000, 100),
  institutions: scaled(1000, 10),
  majors: 20,
  projects: scaled(20_000, 100),
  attempts: scaled(1_000_000, 1000),
  roadmaps: scaled(50_000, 100),
};

/** Ranges of the posts, attempts and subtasks written at once. */
const PARTS = Number(process.env.BENCH_SEED_PARTS ?? 2);

const timings: Record<string, number> = {};
async function timed<T>(part: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    timings[part] = Math.round(performance.now() - started) / 1000;
  }
}

/**
 * The demo school (school.admin's organisation) gets bench users 1…bigOrgStudents as students in
 * 40 groups (one in five still PENDING_CONFIRMATION, as an import leaves them); organisations.length−1
 * further schools share the next bench users, 500 students each at most. The memberships carry the
 * sort and search keys the membership trigger would have copied from the user (bagdar_member_keys).
 */
async function seedOrganizations(db: Db): Promise<string> {
  const [school] = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT m.organization_id AS id FROM organization_memberships m JOIN users u ON u.id = m.user_id
      WHERE u.username = 'school.admin'`),
  );
  if (!school) throw new Error('the demo school (school.admin) is missing: SEED_DEMO must be on');
  const others = SIZE.organizations - 1;
  const perOther = Math.max(1, Math.min(500, Math.floor((SIZE.users - SIZE.bigOrgStudents) / others)));
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE organizations SET seat_count = 1000000 WHERE id = ${school.id}`);
    await tx.execute(sql`
      INSERT INTO organization_groups (organization_id, code)
      SELECT ${school.id}, 'B' || g FROM generate_series(1, 40) g ON CONFLICT DO NOTHING`);
  });
  await bulkLoad(db, ['organizations', 'organization_memberships'], async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE bench_numbered ON COMMIT DROP AS
      SELECT substring(u.username from 12)::int AS n, u.id, k.last_key, k.first_key, k.search_key
      FROM users u CROSS JOIN LATERAL bagdar_member_keys(u.first_name, u.last_name, u.username, u.email) k
      WHERE u.username LIKE 'bench\\_user\\_%'`);
    await tx.execute(sql`
      INSERT INTO organization_memberships (organization_id, user_id, role, status, group_id, created_at,
                                            last_key, first_key, search_key)
      SELECT ${school.id}, b.id, 'ORG_STUDENT',
             (CASE WHEN b.n % 5 = 0 THEN 'PENDING_CONFIRMATION' ELSE 'ACTIVE' END)::membership_status,
             g.id, now() - (b.n * interval '1 minute'), b.last_key, b.first_key, b.search_key
      FROM bench_numbered b
      JOIN organization_groups g ON g.organization_id = ${school.id} AND g.code = 'B' || (1 + b.n % 40)
      WHERE b.n <= ${SIZE.bigOrgStudents}`);
    await tx.execute(sql`
      CREATE TEMP TABLE bench_orgs ON COMMIT DROP AS
      SELECT k, gen_random_uuid() AS id FROM generate_series(1, ${others}) k`);
    await tx.execute(sql`
      INSERT INTO organizations (id, name, type, city_id, subscription_starts_at, subscription_ends_at, seat_count)
      SELECT o.id, 'Бенч мектебі ' || o.k, s.type, s.city_id, now() - interval '30 days', now() + interval '335 days', 1000
      FROM bench_orgs o, organizations s WHERE s.id = ${school.id}`);
    await tx.execute(sql`
      INSERT INTO organization_memberships (organization_id, user_id, role, status, created_at,
                                            last_key, first_key, search_key)
      SELECT o.id, b.id, 'ORG_STUDENT', 'ACTIVE', now() - (b.n * interval '1 minute'), b.last_key, b.first_key, b.search_key
      FROM bench_numbered b
      JOIN bench_orgs o ON o.k = 1 + (b.n - ${SIZE.bigOrgStudents} - 1) / ${perOther}
      WHERE b.n > ${SIZE.bigOrgStudents}`);
  });
  await db.execute(sql`VACUUM (ANALYZE) organizations, organization_groups, organization_memberships`);
  return school.id;
}

/**
 * SIZE.attempts finished attempts of the published tests, each a copy of a finished demo attempt of
 * the same test (its version and frozen result): bench user n takes test k of the list, in turn.
 * Written as `parts` ranges at once. The takers' result summaries (what the attempts' trigger
 * computes, migration 0029) are written set-wise after: the last finished attempt, and the scales
 * of the latest career-interests one, whose result is the career-interests template's (one
 * template per test).
 */
async function seedAttempts(db: Db, parts: number): Promise<number> {
  const prepare = async (tx: Tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE bench_templates ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY test_id) AS k, * FROM (
        SELECT DISTINCT ON (a.test_id) a.test_id, a.version_id, a.result, a.duration_seconds
        FROM test_attempts a WHERE a.completed_at IS NOT NULL AND a.result IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id AND u.username LIKE 'bench\\_user\\_%')
        ORDER BY a.test_id, a.completed_at DESC) t`);
    await tx.execute(sql`
      CREATE TEMP TABLE bench_takers ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) AS n, id FROM users WHERE username LIKE 'bench\\_user\\_%'`);
    return (
      rowsOf<{ kinds: number; takers: number }>(
        await tx.execute(sql`
        SELECT (SELECT count(*)::int FROM bench_templates) AS kinds, (SELECT count(*)::int FROM bench_takers) AS takers`),
      )[0] ?? { kinds: 0, takers: 0 }
    );
  };
  const range = (part: number) => async (tx: Tx) => {
    const { kinds, takers } = await prepare(tx);
    if (kinds === 0) throw new Error('the demo data has no finished test attempt to copy');
    const from = Math.floor((SIZE.attempts * part) / parts) + 1;
    const to = Math.floor((SIZE.attempts * (part + 1)) / parts);
    await tx.execute(sql`
      INSERT INTO test_attempts (user_id, test_id, version_id, started_at, last_activity_at, completed_at, duration_seconds, result)
      SELECT u.id, t.test_id, t.version_id, d - interval '20 minutes', d, d, t.duration_seconds, t.result
      FROM (SELECT g, now() - (g * (365 * 86400.0 / ${SIZE.attempts})) * interval '1 second' AS d
            FROM generate_series(${from}::int, ${to}::int) g) s
      JOIN bench_takers u ON u.n = 1 + s.g % ${takers}
      JOIN bench_templates t ON t.k = 1 + (s.g / ${takers}) % ${kinds}`);
  };
  await bulkLoad(
    db,
    ['test_attempts'],
    Array.from({ length: parts }, (_, part) => range(part)),
    { concurrent: parts > 1 },
  );
  await bulkLoad(db, ['student_result_summaries'], async (tx) => {
    await prepare(tx);
    // The scales as bagdar_refresh_result_summaries reads them from a result.
    await tx.execute(sql`
      CREATE TEMP TABLE bench_interest ON COMMIT DROP AS
      SELECT t.test_id,
             ARRAY(SELECT e.sc->>'key' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.result->'scales') = 'array'
                     THEN t.result->'scales' ELSE '[]'::jsonb END) WITH ORDINALITY AS e(sc, i) ORDER BY e.i) AS keys,
             ARRAY(SELECT (e.sc->>'score')::numeric FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.result->'scales') = 'array'
                     THEN t.result->'scales' ELSE '[]'::jsonb END) WITH ORDINALITY AS e(sc, i) ORDER BY e.i) AS scores
      FROM bench_templates t JOIN tests ON tests.id = t.test_id WHERE tests.slug = 'career-interests'`);
    await tx.execute(sql`
      INSERT INTO student_result_summaries (user_id, last_completed_at, interest_completed_at, interest_keys, interest_scores)
      SELECT d.user_id, d.last_at, d.interest_at,
             CASE WHEN d.interest_at IS NOT NULL THEN i.keys END, CASE WHEN d.interest_at IS NOT NULL THEN i.scores END
      FROM (SELECT a.user_id, max(a.completed_at) AS last_at,
                   max(a.completed_at) FILTER (WHERE a.test_id = (SELECT test_id FROM bench_interest)) AS interest_at
            FROM test_attempts a JOIN bench_takers u ON u.id = a.user_id GROUP BY a.user_id) d
      LEFT JOIN bench_interest i ON true`);
  });
  // The completed attempts per test, which the bulk load's skipped triggers keep otherwise (migration 0040).
  await db.execute(sql`
    INSERT INTO test_completion_counts AS c (test_id, completed)
    SELECT test_id, count(*)::int FROM test_attempts WHERE completed_at IS NOT NULL GROUP BY test_id
    ON CONFLICT (test_id) DO UPDATE SET completed = EXCLUDED.completed`);
  // The TOAST table (the results) is left to the first reads: the visibility map matters for the
  // attempts' own pages.
  await db.execute(sql`VACUUM (ANALYZE, PROCESS_TOAST false) test_attempts`);
  await db.execute(sql`VACUUM (ANALYZE) student_result_summaries`);
  return SIZE.attempts;
}

/**
 * SIZE.roadmaps ACTIVE plans of bench users (PRO subscribers), each a copy of a demo plan with its
 * phases and subtasks; the subtasks (42 a plan) as `parts` sets of plans at once.
 */
async function seedRoadmaps(db: Db, parts: number): Promise<void> {
  let templateId = '';
  await bulkLoad(db, ['career_plans', 'career_plan_phases', 'subscriptions'], async (tx) => {
    const [template] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        SELECT id FROM career_plans WHERE status = 'ACTIVE' ORDER BY subtasks_total DESC, created_at LIMIT 1`),
    );
    if (!template) throw new Error('the demo data has no ACTIVE career plan to copy');
    templateId = template.id;
    await tx.execute(sql`
      CREATE TEMP TABLE bench_plans ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, u.id AS user_id
      FROM users u WHERE u.username LIKE 'bench\\_user\\_%'
        AND substring(u.username from 12)::int <= ${SIZE.roadmaps}`);
    await tx.execute(sql`
      INSERT INTO career_plans (id, user_id, goal, status, stage, percent, life_stage, years, profession_id, institution_id,
                                major_id, about, title, summary, target_date, subtasks_total, subtasks_done,
                                phases_total, phases_done, provider, created_at)
      SELECT b.id, b.user_id, p.goal, p.status, p.stage, p.percent, p.life_stage, p.years, p.profession_id,
             p.institution_id, p.major_id, p.about, p.title, p.summary, p.target_date, p.subtasks_total, 0,
             p.phases_total, 0, p.provider, now() - interval '10 days'
      FROM bench_plans b, career_plans p WHERE p.id = ${template.id}`);
    await tx.execute(sql`
      INSERT INTO career_plan_phases (plan_id, position, kind, title, description, achievement, because,
                                      starts_on, due_on, subtasks_total, subtasks_done)
      SELECT b.id, ph.position, ph.kind, ph.title, ph.description, ph.achievement, ph.because,
             ph.starts_on, ph.due_on, ph.subtasks_total, 0
      FROM bench_plans b CROSS JOIN career_plan_phases ph WHERE ph.plan_id = ${template.id}`);
    // Roadmaps are a PRO capability: their owners hold a PRO subscription.
    await tx.execute(sql`
      INSERT INTO subscriptions (user_id, tier, status, renews_at, billing_interval_unit, billing_interval_count)
      SELECT DISTINCT user_id, 'PRO'::tier, 'ACTIVE'::subscription_status, now() + interval '300 days',
             'MONTH'::billing_interval_unit, 12
      FROM bench_plans
      ON CONFLICT DO NOTHING`);
  });
  // Each new phase takes the subtasks of the template's phase at its position.
  const plans = (part: number) => async (tx: Tx) => {
    await tx.execute(sql`
      INSERT INTO career_plan_subtasks (plan_id, phase_id, position, title, own, because)
      SELECT ph.plan_id, ph.id, s.position, s.title, s.own, s.because
      FROM users u
      JOIN career_plans p ON p.user_id = u.id
      JOIN career_plan_phases ph ON ph.plan_id = p.id
      JOIN career_plan_phases tp ON tp.plan_id = ${templateId} AND tp.position = ph.position
      JOIN career_plan_subtasks s ON s.phase_id = tp.id
      WHERE u.username LIKE 'bench\\_user\\_%' AND substring(u.username from 12)::int % ${parts} = ${part}`);
  };
  await bulkLoad(
    db,
    ['career_plan_subtasks'],
    Array.from({ length: parts }, (_, part) => plans(part)),
    { concurrent: parts > 1 },
  );
  await db.execute(sql`VACUUM (ANALYZE) subscriptions, career_plans, career_plan_phases, career_plan_subtasks`);
}

/**
 * The CPU time (user + system, seconds) the database server spends on this database's connections
 * from now until `stop()`, read from /proc/<pid>/stat of each backend once a second (the server on
 * this machine; null when its processes are not readable here). Unlike the wall-clock timings it
 * hardly depends on what else the machine runs. A backend that ends between two readings loses
 * at most a second.
 */
function watchServerCpu(db: Db): { stop(): Promise<number | null> } {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let readable = true;
  let starting = true;
  const ticks = (pid: number): number | null => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  };
  const sample = async () => {
    const pids = rowsOf<{ pid: number }>(
      await db.execute(sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`),
    );
    for (const { pid } of pids) {
      const now = ticks(pid);
      if (now === null) {
        readable = false;
        continue;
      }
      // Connections open before the seed count from here; later ones from their start.
      if (!first.has(pid)) first.set(pid, starting ? now : 0);
      last.set(pid, now);
    }
    starting = false;
  };
  // A reading that fails (the pool closing after a failed seed) is skipped: the seed's error is the one to show.
  let running = sample().catch(() => undefined);
  const timer = setInterval(() => {
    running = running.then(sample).catch(() => undefined);
  }, 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await sample();
      if (!readable) return null;
      let sum = 0;
      for (const [pid, end] of last) sum += end - (first.get(pid) ?? 0);
      return Math.round(sum) / 100; // Linux counts 100 ticks a second (CLK_TCK)
    },
  };
}

/**
 * The organisations' per-group analytics rows (migration 0034), which the membership and result
 * triggers would have created during a load with triggers on, computed once as a first read would:
 * the bench then measures the page as it runs with nothing behind.
 */
async function seedGroupAnalytics(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO organization_group_analytics (organization_id, group_key)
    SELECT DISTINCT organization_id, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid)
    FROM organization_memberships WHERE role = 'ORG_STUDENT'
    ON CONFLICT (organization_id, group_key) DO UPDATE SET version = organization_group_analytics.version + 1`);
  await db.execute(sql`SELECT bagdar_refresh_group_analytics(o.id, NULL, NULL) FROM organizations o`);
}

const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'silent', RUN_WORKER: 'false' }));
try {
  const db = app.database.db;
  const started = performance.now();
  const cpu = watchServerCpu(db);
  const feed = { users: SIZE.users, posts: SIZE.posts, students: SIZE.bigOrgStudents };
  const { created } = await timed('users', () => seedBenchUsers(db, feed));
  let schoolId: string;
  if (created) {
    // The parts write disjoint tables and only read the users: each on a connection of its own
    // (the pool's), so the server works on several at once.
    // The three big parts are written as two ranges at once each (PARTS), on a server.
    const parts = app.database.kind === 'postgres' ? PARTS : 1;
    [, schoolId] = await Promise.all([
      timed('posts', () => seedBenchPosts(db, { ...feed, parts })),
      timed('organisations', () => seedOrganizations(db)),
      timed('institutions and majors', () => seedInstitutions(db, SIZE)).then(() =>
        timed('projects', () => seedProjects(db, SIZE)),
      ),
      timed('test attempts', () => seedAttempts(db, parts)),
      timed('roadmaps', () => seedRoadmaps(db, parts)),
    ]);
    await timed('organisation analytics', () => seedGroupAnalytics(db));
    // The bulk loads skip the triggers that keep the platform analytics' monthly counts (migration 0036).
    await timed('platform counts', () => db.execute(sql`SELECT bagdar_recount_platform_counts()`));
  } else {
    [{ id: schoolId }] = rowsOf<{ id: string }>(
      await db.execute(sql`
        SELECT m.organization_id AS id FROM organization_memberships m JOIN users u ON u.id = m.user_id
        WHERE u.username = 'school.admin'`),
    ) as [{ id: string }];
  }
  const seconds = Math.round(performance.now() - started) / 1000;
  const serverCpuSeconds = await cpu.stop();
  const [counted] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM posts) AS posts,
             (SELECT count(*)::int FROM organizations) AS organizations,
             (SELECT count(*)::int FROM organization_memberships WHERE organization_id = ${schoolId} AND role = 'ORG_STUDENT') AS "bigOrgStudents",
             (SELECT count(*)::int FROM institutions) AS institutions, (SELECT count(*)::int FROM majors) AS majors,
             (SELECT count(*)::int FROM projects) AS projects, (SELECT count(*)::int FROM test_attempts) AS attempts,
             (SELECT count(*)::int FROM career_plans) AS roadmaps`),
  );
  const report = {
    scale: SIZE,
    counted,
    created,
    seconds,
    serverCpuSeconds,
    timings,
    schoolId,
    sample: benchUsername(1),
  };
  // Written before exiting: process.exit would cut a long line off in the pipe.
  await new Promise<void>((resolve) => process.stdout.write(`${JSON.stringify(report)}\n`, () => resolve()));
} finally {
  await app.close();
}
// Timers of the app's plugins may outlive close(): the JSON line is out, so end here.
process.exit(0);
