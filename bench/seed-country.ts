// `npx tsx bench/seed-country.ts`, run by bench/routes.mjs with the API stopped: a country's data
// for the route bench, written set-wise (generate_series, INSERT … SELECT) on the database the
// environment names (migrations and demo data as `npm start` first). At BENCH_SCALE=1 (default):
// 200,000 users and 2 million posts (the feed's bench seed), 300 organisations of which the demo
// school holds 50,000 students, 1,000 institutions × 20 majors, 20,000 projects, 1 million finished
// test attempts and 50,000 career roadmaps (each a copy of a demo plan's phases and subtasks).
// BENCH_SCALE=0.1 writes a tenth of each. Runs once per database (present bench users skip it).
// Prints one JSON line: the sizes written and the seconds each part took.
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import { benchUsername, seedBenchFeed } from '../apps/api/src/modules/feed/feed-bench-seed.ts';
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
 * further schools share the next bench users, 500 students each at most.
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
    await tx.execute(sql`
      CREATE TEMP TABLE bench_numbered ON COMMIT DROP AS
      SELECT substring(username from 12)::int AS n, id FROM users WHERE username LIKE 'bench\\_user\\_%'`);
    await tx.execute(sql`CREATE INDEX ON bench_numbered (n)`);
    // School students have a date of birth (tests have a minimum age).
    await tx.execute(sql`
      UPDATE users u SET date_of_birth = DATE '2008-01-01' + (b.n % 1500)
      FROM bench_numbered b WHERE b.id = u.id AND b.n <= ${SIZE.bigOrgStudents}`);
    await tx.execute(sql`
      INSERT INTO organization_memberships (organization_id, user_id, role, status, group_id, created_at)
      SELECT ${school.id}, b.id, 'ORG_STUDENT',
             (CASE WHEN b.n % 5 = 0 THEN 'PENDING_CONFIRMATION' ELSE 'ACTIVE' END)::membership_status,
             g.id, now() - (b.n * interval '1 minute')
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
      INSERT INTO organization_memberships (organization_id, user_id, role, status, created_at)
      SELECT o.id, b.id, 'ORG_STUDENT', 'ACTIVE', now() - (b.n * interval '1 minute')
      FROM bench_numbered b
      JOIN bench_orgs o ON o.k = 1 + (b.n - ${SIZE.bigOrgStudents} - 1) / ${perOther}
      WHERE b.n > ${SIZE.bigOrgStudents}`);
  });
  await db.execute(sql`VACUUM (ANALYZE) users, organizations, organization_groups, organization_memberships`);
  return school.id;
}

/**
 * SIZE.attempts finished attempts of the published tests, each a copy of a finished demo attempt of
 * the same test (its version and frozen result): bench user n takes test k of the list, in turn.
 */
async function seedAttempts(db: Db): Promise<number> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE bench_templates ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY test_id) AS k, * FROM (
        SELECT DISTINCT ON (a.test_id) a.test_id, a.version_id, a.result, a.duration_seconds
        FROM test_attempts a WHERE a.completed_at IS NOT NULL AND a.result IS NOT NULL
        ORDER BY a.test_id, a.completed_at DESC) t`);
    const [{ n: kinds } = { n: 0 }] = rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM bench_templates`),
    );
    if (kinds === 0) throw new Error('the demo data has no finished test attempt to copy');
    await tx.execute(sql`
      CREATE TEMP TABLE bench_takers ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) AS n, id FROM users WHERE username LIKE 'bench\\_user\\_%'`);
    const [{ n: takers } = { n: 0 }] = rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM bench_takers`),
    );
    await tx.execute(sql`
      INSERT INTO test_attempts (user_id, test_id, version_id, started_at, last_activity_at, completed_at, duration_seconds, result)
      SELECT u.id, t.test_id, t.version_id, d - interval '20 minutes', d, d, t.duration_seconds, t.result
      FROM (SELECT g, now() - (g * (365 * 86400.0 / ${SIZE.attempts})) * interval '1 second' AS d
            FROM generate_series(1, ${SIZE.attempts}) g) s
      JOIN bench_takers u ON u.n = 1 + s.g % ${takers}
      JOIN bench_templates t ON t.k = 1 + (s.g / ${takers}) % ${kinds}`);
  });
  await db.execute(sql`VACUUM (ANALYZE) test_attempts`);
  return SIZE.attempts;
}

/** SIZE.roadmaps ACTIVE plans of bench users (PRO subscribers), each a copy of a demo plan with its phases and subtasks. */
async function seedRoadmaps(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [template] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        SELECT id FROM career_plans WHERE status = 'ACTIVE' ORDER BY subtasks_total DESC, created_at LIMIT 1`),
    );
    if (!template) throw new Error('the demo data has no ACTIVE career plan to copy');
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
      CREATE TEMP TABLE bench_phases ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, b.id AS plan_id, ph.id AS template_id FROM bench_plans b
      CROSS JOIN career_plan_phases ph WHERE ph.plan_id = ${template.id}`);
    await tx.execute(sql`
      INSERT INTO career_plan_phases (id, plan_id, position, kind, title, description, achievement, because,
                                      starts_on, due_on, subtasks_total, subtasks_done)
      SELECT n.id, n.plan_id, ph.position, ph.kind, ph.title, ph.description, ph.achievement, ph.because,
             ph.starts_on, ph.due_on, ph.subtasks_total, 0
      FROM bench_phases n JOIN career_plan_phases ph ON ph.id = n.template_id`);
    await tx.execute(sql`
      INSERT INTO career_plan_subtasks (plan_id, phase_id, position, title, own, because)
      SELECT n.plan_id, n.id, s.position, s.title, s.own, s.because
      FROM bench_phases n JOIN career_plan_subtasks s ON s.phase_id = n.template_id`);
  });
  // Roadmaps are a PRO capability: their owners hold a PRO subscription.
  await db.execute(sql`
    INSERT INTO subscriptions (user_id, tier, status, renews_at, billing_interval_unit, billing_interval_count)
    SELECT DISTINCT user_id, 'PRO'::tier, 'ACTIVE'::subscription_status, now() + interval '300 days',
           'MONTH'::billing_interval_unit, 12
    FROM career_plans p
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND u.username LIKE 'bench\\_user\\_%')
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`VACUUM (ANALYZE) subscriptions, career_plans, career_plan_phases, career_plan_subtasks`);
}

const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'silent', RUN_WORKER: 'false' }));
try {
  const db = app.database.db;
  const started = performance.now();
  const { created } = await timed('users and posts', () => seedBenchFeed(db, { users: SIZE.users, posts: SIZE.posts }));
  let schoolId: string;
  if (created) {
    schoolId = await timed('organisations', () => seedOrganizations(db));
    await timed('institutions and majors', () => seedInstitutions(db, SIZE));
    await timed('projects', () => seedProjects(db, SIZE));
    await timed('test attempts', () => seedAttempts(db));
    await timed('roadmaps', () => seedRoadmaps(db));
  } else {
    [{ id: schoolId }] = rowsOf<{ id: string }>(
      await db.execute(sql`
        SELECT m.organization_id AS id FROM organization_memberships m JOIN users u ON u.id = m.user_id
        WHERE u.username = 'school.admin'`),
    ) as [{ id: string }];
  }
  const seconds = Math.round(performance.now() - started) / 1000;
  const [counted] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM posts) AS posts,
             (SELECT count(*)::int FROM organizations) AS organizations,
             (SELECT count(*)::int FROM organization_memberships WHERE organization_id = ${schoolId} AND role = 'ORG_STUDENT') AS "bigOrgStudents",
             (SELECT count(*)::int FROM institutions) AS institutions, (SELECT count(*)::int FROM majors) AS majors,
             (SELECT count(*)::int FROM projects) AS projects, (SELECT count(*)::int FROM test_attempts) AS attempts,
             (SELECT count(*)::int FROM career_plans) AS roadmaps`),
  );
  const report = { scale: SIZE, counted, created, seconds, timings, schoolId, sample: benchUsername(1) };
  // Written before exiting: process.exit would cut a long line off in the pipe.
  await new Promise<void>((resolve) => process.stdout.write(`${JSON.stringify(report)}\n`, () => resolve()));
} finally {
  await app.close();
}
// Timers of the app's plugins may outlive close(): the JSON line is out, so end here.
process.exit(0);
