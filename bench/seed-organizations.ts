// `npx tsx bench/seed-organizations.ts`, run by bench/run.mjs while the API is
// stopped (PGlite allows one process). Builds the API in-process on the database the environment
// names (migrations and demo data as `npm start`), bulk-seeds BENCH_ORG_STUDENTS students into the
// demo school (school.admin's organisation) in 10 groups, then sends the benchmarked member-list
// requests with app.inject() while counting the SQL statements each one issues. Prints one JSON line.
import type { TMember } from '@bagdar/contracts';

type TMemberPage = { items: TMember[]; nextCursor: string | null };
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { countQueries } from '../apps/api/src/test/count-queries.ts';

const STUDENTS = Number(process.env.BENCH_ORG_STUDENTS ?? 5_000);
const PASSWORD = 'Bagdar2026!';

const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'silent', RUN_WORKER: 'false' }));
try {
  const { db } = app.database;
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
  const [school] = await rowsOf<{ id: string }>(sql`
    SELECT m.organization_id AS id FROM organization_memberships m JOIN users u ON u.id = m.user_id
    WHERE u.username = 'school.admin'`);
  if (!school) throw new Error('the demo school (school.admin) is missing: SEED_DEMO must be on');
  const orgId = school.id;
  const started = performance.now();
  // Room for the students and the 1,000-row import the scenario runs (again on every bench run).
  await db.execute(sql`UPDATE organizations SET seat_count = 1000000 WHERE id = ${orgId}`);
  await db.execute(sql`
    INSERT INTO organization_groups (organization_id, code)
    SELECT ${orgId}, 'B' || g FROM generate_series(1, 10) g
    ON CONFLICT DO NOTHING`);
  const [{ n: have } = { n: 0 }] = await rowsOf<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM users WHERE username LIKE 'bench_org_%'`);
  if (have < STUDENTS) {
    await db.execute(sql`
      INSERT INTO users (username, email, password_hash, first_name, last_name, date_of_birth)
      SELECT 'bench_org_' || i, 'bench_org_' || i || '@bench.kz', '!activation-pending',
             (ARRAY['Айгерім','Данияр','Мария','Ерлан','Анна','Нұрлан'])[1 + i % 6],
             (ARRAY['Ахметова','Иванов','Сейітқали','Ким','Нұрланов','Петрова','Әбенов'])[1 + i % 7] || i,
             DATE '2008-01-01' + (i % 1500)
      FROM generate_series(${have + 1}::int, ${STUDENTS}::int) i`);
    await db.execute(sql`
      INSERT INTO organization_memberships (organization_id, user_id, role, status, group_id)
      SELECT ${orgId}, u.id, 'ORG_STUDENT',
             (CASE WHEN substring(u.username from 11)::int % 5 = 0 THEN 'PENDING_CONFIRMATION' ELSE 'ACTIVE' END)::membership_status,
             (SELECT g.id FROM organization_groups g WHERE g.organization_id = ${orgId}
                AND g.code = 'B' || (1 + substring(u.username from 11)::int % 10))
      FROM users u WHERE u.username LIKE 'bench_org_%'
        AND NOT EXISTS (SELECT 1 FROM organization_memberships m WHERE m.user_id = u.id)`);
  }
  await db.execute(sql`ANALYZE users`);
  await db.execute(sql`ANALYZE organization_memberships`);
  const seedMs = performance.now() - started;
  const [group] = await rowsOf<{ id: string }>(
    sql`SELECT id FROM organization_groups WHERE organization_id = ${orgId} AND code = 'B3'`,
  );
  const [{ n: students } = { n: 0 }] = await rowsOf<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM organization_memberships WHERE organization_id = ${orgId} AND role = 'ORG_STUDENT'`);

  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { emailOrUsername: 'school.admin', password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`bench sign-in failed: ${login.statusCode} ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  async function get(url: string) {
    const { queries, result } = await countQueries(db, () =>
      app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } }),
    );
    if (result.statusCode !== 200) throw new Error(`GET ${url}: ${result.statusCode} ${result.body}`);
    return { queries, body: result.json<TMemberPage>() };
  }
  const list = `/admin/organizations/${orgId}/members?role=ORG_STUDENT&limit=20`;
  const filtered = `${list}&groupId=${group?.id ?? ''}&status=ACTIVE`;
  // A later keyset page: walk the filtered list to page 10.
  let cursor: string | null = null;
  let laterQueries = 0;
  for (let page = 1; page < 10; page += 1) {
    const { body, queries } = await get(`${filtered}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    cursor = body.nextCursor;
    laterQueries = queries;
    if (!cursor) throw new Error('the filtered list ends before page 10');
  }
  const later = `${filtered}&cursor=${encodeURIComponent(cursor ?? '')}`;
  const routes = [
    { name: 'members, first page', path: list, queries: (await get(list)).queries },
    { name: 'members, group+status filter, first page', path: filtered, queries: (await get(filtered)).queries },
    { name: 'members, group+status filter, page 10', path: later, queries: (await get(later)).queries },
    { name: 'members, search q=ахмет', path: `${list}&q=${encodeURIComponent('ахмет')}`, queries: 0 },
  ];
  const search = routes[3];
  if (search) search.queries = (await get(search.path)).queries;
  console.log(JSON.stringify({ orgId, students, seedMs, routes, walkQueries: laterQueries }));
} finally {
  await app.close();
}
