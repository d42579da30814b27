// `npx tsx bench/seed-catalogues.ts institutions|projects`, run by
// bench/run.mjs while the API is stopped (PGlite allows one process). It builds the API in-process on
// the database the environment names (migrations and demo data as `npm start`), bulk-seeds the
// catalogue set-wise from the demo rows (BENCH_INSTITUTIONS institutions × BENCH_MAJORS majors, or
// BENCH_PROJECTS projects), then sends the benchmarked requests with app.inject() as the viewer,
// counting the SQL statements each one issues. Prints one JSON line: `CatalogueReport`
// (bench/scenarios/institutions.mjs and projects.mjs read it).
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { rowsOf, seedInstitutions, seedProjects } from './catalogue-seed.ts';
import { countQueries } from '../apps/api/src/test/count-queries.ts';

const KIND = process.argv[2];
const INSTITUTIONS = Number(process.env.BENCH_INSTITUTIONS ?? 1000);
const MAJORS = Number(process.env.BENCH_MAJORS ?? 20);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 20_000);
/** A PRO demo account with interests, a personality result and scores (the analysis uses all three). */
const VIEWER = { username: 'demo.pro', password: 'Bagdar2026!' };

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  queries: number;
}

const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'silent', RUN_WORKER: 'false' }));
try {
  const db = app.database.db;
  const started = performance.now();
  const { created } =
    KIND === 'institutions'
      ? await seedInstitutions(db, { institutions: INSTITUTIONS, majors: MAJORS })
      : KIND === 'projects'
        ? await seedProjects(db, { projects: PROJECTS })
        : fail();
  const seedMs = performance.now() - started;

  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { emailOrUsername: VIEWER.username, password: VIEWER.password },
  });
  if (login.statusCode !== 200) throw new Error(`bench sign-in failed: ${login.statusCode} ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  /** Sends a request and counts the statements it sent through the driver. */
  async function send(method: 'GET' | 'POST', url: string, body?: unknown) {
    const { queries, result: response } = await countQueries(db, () =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { cookie, ...(method === 'POST' ? { 'sec-fetch-site': 'same-origin' } : {}) },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      }),
    );
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return { queries, body: response.json() };
  }
  const routes: Route[] = [];
  const count = async (name: string, path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) => {
    const { queries, body: answer } = await send(method, path, body);
    routes.push({ name, method, path, queries, ...(body === undefined ? {} : { body }) });
    return answer;
  };

  let size: Record<string, number>;
  if (KIND === 'institutions') {
    const kz = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM countries WHERE iso_code = 'KZ'`))[0]?.id;
    if (!kz) throw new Error('no Kazakhstan in the seeded countries');
    const page = (await count('GET /institutions (catalogue, first page)', '/institutions?limit=20')) as {
      items: { id: string }[];
    };
    await count(
      'GET /institutions (country, type, field, price, dorm)',
      `/institutions?limit=20&countryId=${kz}&type=UNIVERSITY&field=IT&priceMax=3000000&dormitory=true`,
    );
    await count(
      'GET /institutions?q= (search)',
      `/institutions?limit=20&q=${encodeURIComponent('бенч университет 12')}`,
    );
    const first = page.items[0]?.id;
    await count('GET /institutions/:id (detail)', `/institutions/${first}`);
    await count('GET /institutions/:id/fit (detail, fit)', `/institutions/${first}/fit`);
    const eight = rowsOf<{ id: string }>(
      await db.execute(
        sql`SELECT id FROM institutions WHERE name_sort LIKE 'бенч %' ORDER BY name_sort LIMIT 8 OFFSET ${Math.max(0, Math.min(100, INSTITUTIONS - 8))}`,
      ),
    ).map((r) => r.id);
    await count('POST /enrollment-analyses (8 institutions)', '/enrollment-analyses', 'POST', {
      countryId: kz,
      institutionIds: eight,
    });
    const counted = rowsOf<{ i: number; m: number }>(
      await db.execute(
        sql`SELECT (SELECT count(*)::int FROM institutions) AS i, (SELECT count(*)::int FROM majors) AS m`,
      ),
    )[0];
    size = { institutions: counted?.i ?? 0, majors: counted?.m ?? 0 };
  } else {
    const page = (await count('GET /projects (All, first page)', '/projects?limit=20')) as { items: { id: string }[] };
    await count('GET /projects?tab=recommended', '/projects?tab=recommended&limit=20');
    await count('GET /projects?tab=popular', '/projects?tab=popular&limit=20');
    await count('GET /projects?q= (search)', `/projects?q=${encodeURIComponent('робот')}&limit=20`);
    await count('GET /projects/:id (project page)', `/projects/${page.items[0]?.id}`);
    const counted = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM projects`))[0];
    size = { projects: counted?.n ?? 0 };
  }
  console.log(JSON.stringify({ kind: KIND, size, created, seedMs, viewer: VIEWER, routes }));
} finally {
  await app.close();
}

function fail(): never {
  throw new Error('usage: npx tsx bench/seed-catalogues.ts institutions|projects');
}
