// `npx tsx bench/routes-prepare.ts`, run by bench/routes.mjs after bench/seed-country.ts and before
// the API starts: builds the API in-process on the same database, reads its OpenAPI description and
// checks that every GET route (and each frequent write named in bench/scenarios/routes.mjs) has a
// scenario, looks up the ids the scenarios use, signs the bench's users in, sends each scenario's
// request with app.inject() and counts the SQL statements the second one issues (transactions
// included: countStatements). Prints one JSON line: the routes without a scenario, each measured
// request (method, path, body, cookie, statements) and the sign-in cookies.
import { sql } from 'drizzle-orm';
import { createReportRenderer } from '../apps/api/src/ai/report-render.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { runExport } from '../apps/api/src/modules/privacy/data-export.service.ts';
import { BENCH_PASSWORD, benchUsername } from '../apps/api/src/modules/feed/feed-bench-seed.ts';
import { countStatements } from '../apps/api/src/test/count-queries.ts';
import { rowsOf } from './catalogue-seed.ts';
import { scenarios, TARGETS } from './scenarios/routes.mjs';

const DEMO_PASSWORD = 'Bagdar2026!';
/** Who the scenarios act as: a school student of the big organisation, its admin, the platform admin, a PRO user. */
const USERS: Record<string, { username: string; password: string }> = {
  student: { username: benchUsername(2), password: BENCH_PASSWORD },
  orgAdmin: { username: 'school.admin', password: DEMO_PASSWORD },
  admin: { username: 'admin', password: DEMO_PASSWORD },
  pro: { username: 'demo.pro', password: DEMO_PASSWORD },
};
const FILTER = process.env.BENCH_FILTER ? new RegExp(process.env.BENCH_FILTER, 'i') : null;

interface Request {
  method: string;
  path: string;
  body?: unknown;
}
interface Scenario extends Partial<Request> {
  name?: string;
  as?: keyof typeof USERS;
  requests?: Request[];
  target?: keyof typeof TARGETS;
  skip?: string;
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RUN_WORKER: 'false' });
const app = await buildApp(config);
try {
  await app.ready();
  const { db } = app.database;
  const one = async <T = Record<string, string>>(query: ReturnType<typeof sql>): Promise<T> => {
    const [row] = rowsOf<T>(await db.execute(query));
    if (!row) throw new Error(`no row for a bench parameter: ${JSON.stringify(query.queryChunks).slice(0, 300)}`);
    return row;
  };
  const ids = async (query: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await db.execute(query)).map((r) => r.id);

  const cookies: Record<string, string> = {};
  for (const [role, user] of Object.entries(USERS)) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { emailOrUsername: user.username, password: user.password },
    });
    if (login.statusCode !== 200) throw new Error(`sign-in of ${user.username}: ${login.statusCode} ${login.body}`);
    cookies[role] = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }
  const send = (request: Request, role?: string) =>
    app.inject({
      method: request.method as 'GET',
      url: `/api/v1${request.path}`,
      headers: {
        ...(role ? { cookie: cookies[role] } : {}),
        ...(request.method === 'GET' ? {} : { 'sec-fetch-site': 'same-origin' }),
      },
      ...(request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
    });

  // The ids the scenarios use.
  const student = await one<{ id: string }>(sql`SELECT id FROM users WHERE username = ${USERS.student!.username}`);
  const school = await one<{ id: string }>(sql`
    SELECT m.organization_id AS id FROM organization_memberships m JOIN users u ON u.id = m.user_id
    WHERE u.username = 'school.admin'`);
  const test = await one(sql`SELECT id FROM tests WHERE slug = 'career-interests'`);
  // The student's open attempt (answer saving and `attempts/current`): opened here when missing.
  const opened = await send({ method: 'POST', path: `/tests/${test.id}/attempts`, body: {} }, 'student');
  if (opened.statusCode >= 300) throw new Error(`opening an attempt: ${opened.statusCode} ${opened.body}`);
  const attempt = opened.json<{ id: string; questions: { id: string }[] }>();
  const finished = await one(sql`
    SELECT id, test_id FROM test_attempts WHERE user_id = ${student.id} AND completed_at IS NOT NULL
    ORDER BY completed_at DESC LIMIT 1`);
  const kz = await one(sql`SELECT id FROM countries WHERE iso_code = 'KZ'`);
  const eight = await ids(
    sql`SELECT id FROM institutions WHERE name_sort LIKE 'бенч %' ORDER BY name_sort LIMIT 8
        OFFSET GREATEST(0, LEAST(100, (SELECT count(*) FROM institutions WHERE name_sort LIKE 'бенч %') - 8))`,
  );
  const analysis = await send(
    { method: 'POST', path: '/enrollment-analyses', body: { countryId: kz.id, institutionIds: eight } },
    'pro',
  );
  if (analysis.statusCode >= 300) throw new Error(`enrollment analysis: ${analysis.statusCode} ${analysis.body}`);
  const plan = await one(sql`
    SELECT id FROM career_plans WHERE user_id = ${student.id} AND status = 'ACTIVE' ORDER BY created_at DESC LIMIT 1`);
  const memberId = (
    await one(sql`
      SELECT id FROM organization_memberships WHERE organization_id = ${school.id} AND user_id = ${student.id}`)
  ).id;
  // The plan as a mentor left it: marked reviewed by the school's admin, with a comment on its first
  // phase (written once: a kept database keeps it), through the routes the mentor's page uses.
  const mentorPlan = `/admin/organizations/${school.id}/analytics/students/${memberId}/plans/${plan.id}`;
  const commented = rowsOf(
    await db.execute(sql`SELECT 1 FROM career_plan_comments WHERE plan_id = ${plan.id} LIMIT 1`),
  );
  if (commented.length === 0) {
    const phase = await one(
      sql`SELECT id FROM career_plan_phases WHERE plan_id = ${plan.id} ORDER BY position, id LIMIT 1`,
    );
    const comment = await send(
      {
        method: 'POST',
        path: `${mentorPlan}/comments`,
        body: { phaseId: phase.id, body: 'Хороший план, начни с ЕНТ' },
      },
      'orgAdmin',
    );
    if (comment.statusCode >= 300) throw new Error(`commenting on the plan: ${comment.statusCode} ${comment.body}`);
  }
  const reviewed = await send({ method: 'POST', path: `${mentorPlan}/review` }, 'orgAdmin');
  if (reviewed.statusCode >= 300) throw new Error(`marking the plan reviewed: ${reviewed.statusCode} ${reviewed.body}`);
  // The student's "download my data" export, READY for the next hours: asked for through the route
  // and built by the job's own function (this process runs no worker), or the one a kept database has.
  let dataExport = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT id FROM data_exports WHERE user_id = ${student.id} AND status = 'READY'
        AND expires_at > now() + interval '2 hours' ORDER BY created_at DESC LIMIT 1`),
  )[0];
  if (!dataExport) {
    // One still queued (an earlier run's, its job never worked) is built; otherwise a new one asked for.
    dataExport = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM data_exports WHERE user_id = ${student.id} AND status = 'QUEUED' LIMIT 1`),
    )[0];
    if (!dataExport) {
      const asked = await send({ method: 'POST', path: '/privacy/data-export' }, 'student');
      if (asked.statusCode >= 300) throw new Error(`asking for a data export: ${asked.statusCode} ${asked.body}`);
      dataExport = asked.json<{ id: string }>();
    }
    const reports = createReportRenderer(config.reports);
    try {
      await runExport({ db, storage: app.storage, reports, log: app.log }, dataExport.id);
    } finally {
      await reports.close();
    }
    await one(sql`SELECT id FROM data_exports WHERE id = ${dataExport.id} AND status = 'READY'`);
  }
  const group = await one(sql`SELECT id FROM organization_groups WHERE organization_id = ${school.id} AND code = 'B3'`);
  const pro = await one(sql`SELECT id FROM users WHERE username = 'demo.pro'`);
  let job = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM organization_import_jobs WHERE organization_id = ${school.id} LIMIT 1`),
  )[0];
  job ??= await one(sql`
    INSERT INTO organization_import_jobs (organization_id, role, status, total, processed, finished_at)
    VALUES (${school.id}, 'ORG_STUDENT', 'DONE', 1000, 1000, now()) RETURNING id`);
  // The student's pending project applications, withdrawn as DELETE /projects/:id/applications/mine does:
  // the apply scenario applies to those projects again.
  await db.execute(sql`
    UPDATE project_applications SET status = 'WITHDRAWN', decided_at = now(), decided_by = ${student.id}
    WHERE user_id = ${student.id} AND status = 'PENDING'`);
  const params = {
    schoolId: school.id,
    studentUserId: student.id,
    testId: test.id,
    openAttemptId: attempt.id,
    questionIds: attempt.questions.map((x) => x.id),
    finishedTestId: finished.test_id,
    finishedAttemptId: finished.id,
    professionId: (await one(sql`SELECT id FROM professions ORDER BY id LIMIT 1`)).id,
    materialId: (await one(sql`SELECT id FROM learning_materials ORDER BY id LIMIT 1`)).id,
    mediaId: (await one(sql`SELECT media_id AS id FROM post_media ORDER BY media_id LIMIT 1`)).id,
    profileUsername: benchUsername(1),
    commentedPostId: (await one(sql`SELECT id FROM posts ORDER BY comment_count DESC, id LIMIT 1`)).id,
    postIds: await ids(sql`SELECT id FROM posts ORDER BY created_at DESC LIMIT 2000`),
    kzId: kz.id,
    cityId: (await one(sql`SELECT id FROM cities WHERE country_id = ${kz.id} ORDER BY id LIMIT 1`)).id,
    institutionId: eight[0],
    eightInstitutions: eight,
    analysisId: analysis.json<{ id: string }>().id,
    planId: plan.id,
    subtaskIds: await ids(sql`SELECT id FROM career_plan_subtasks WHERE plan_id = ${plan.id} ORDER BY position, id`),
    groupId: group.id,
    memberId,
    dataExportId: dataExport.id,
    importJobId: job.id,
    projectId: (await one(sql`SELECT id FROM projects ORDER BY created_at DESC LIMIT 1`)).id,
    ownProjectId: (
      await one(sql`
        SELECT p.id FROM projects p JOIN project_members m ON m.project_id = p.id AND m.role = 'OWNER'
        WHERE m.user_id = ${pro.id} ORDER BY p.created_at DESC LIMIT 1`)
    ).id,
    // Projects the student may apply to, one each request: every recruiting project they are not a member
    // of (17,145 at country scale, more than a run sends), their pending applications withdrawn first
    // (just above), as the student would before applying again, so that each request is
    // a new, valid application in every run. A load longer than the list comes back to its first projects
    // and shows their 409s as non-2xx.
    applyProjectIds: await ids(sql`
      SELECT p.id FROM projects p WHERE p.status = 'RECRUITING'
        AND NOT EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = p.id AND m.user_id = ${student.id})
      ORDER BY p.created_at DESC`),
  };

  // Completeness: every GET of the OpenAPI description, and every write the scenarios name, has a scenario.
  const table = scenarios(params) as Record<string, Scenario | Scenario[]>;
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const documented = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item)) {
      documented.add(`${method.toUpperCase()} ${path.length > 1 ? path.replace(/\/$/, '') : path}`);
    }
  }
  const missing = [...documented].filter((key) => key.startsWith('GET ') && !(key in table)).sort();
  const unknown = Object.keys(table).filter((key) => !documented.has(key));

  const measured = [];
  const failed: string[] = [];
  for (const [key, value] of Object.entries(table)) {
    for (const scenario of Array.isArray(value) ? value : [value]) {
      if (scenario.skip) continue;
      const name = scenario.name ?? key.replace(' /api/v1', ' ').replace(/ \//, ' /');
      if (FILTER && !FILTER.test(name) && !FILTER.test(key)) continue;
      const requests: Request[] = scenario.requests ?? [
        { method: scenario.method ?? 'GET', path: scenario.path!, body: scenario.body },
      ];
      if (requests.length === 0) throw new Error(`${name}: no requests (no ids found)`);
      if (process.env.BENCH_VERBOSE) process.stderr.write(`${name}\n`);
      // The first request warms what the load finds warm (session cache, post view cache); the second is counted.
      const warm = await send(requests[0]!, scenario.as);
      if (warm.statusCode >= 300) {
        failed.push(`${name}: ${warm.statusCode} ${warm.body.slice(0, 300)}`);
        continue;
      }
      const again = requests[1] ?? requests[0]!;
      const { statements, result } = await countStatements(db, () => send(again, scenario.as));
      if (result.statusCode >= 300) {
        failed.push(`${name} (again): ${result.statusCode} ${result.body.slice(0, 300)}`);
        continue;
      }
      measured.push({
        name,
        key,
        as: scenario.as ?? null,
        target: scenario.target ?? 'default',
        requests: requests.slice(requests.length > 1 ? 2 : 0),
        statements,
      });
    }
  }
  if (failed.length > 0) throw new Error(`scenarios that do not answer 2xx:\n${failed.join('\n')}`);
  // Written before exiting: process.exit would cut a long line off in the pipe.
  await new Promise<void>((resolve) =>
    process.stdout.write(`${JSON.stringify({ missing, unknown, measured, cookies })}\n`, () => resolve()),
  );
} finally {
  await app.close();
}
// Timers of the app's plugins may outlive close(): the JSON line is out, so end here.
process.exit(0);
