import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { operationsOf, type OpenApiDocument } from '../test/openapi-fuzz.ts';
import {
  runSqlmap,
  sampleValue,
  scanDatabaseLabel,
  scanPort,
  sqlmapInstalled,
  type SqlmapFinding,
} from '../test/sqlmap.ts';
import { call, signIn, useTestApp } from '../test/test-app.ts';
import { onPostgresServer } from '../test/test-db.ts';

/**
 * sqlmap against every query and path parameter of the read (GET) routes, signed in.
 * The positive control is a route mounted only here that builds its SQL by string concatenation:
 * sqlmap must report it, and nothing else. The report (routes tried, parameters, injectable,
 * seconds) is written to apps/api/.tmp/sqlmap/report.md. It runs in both CI passes (PGlite and the PostgreSQL
 * server, about 35 s each); without the sqlmap binary (SQLMAP_BIN, default /usr/bin/sqlmap) it is skipped.
 */
const CONTROL = '/api/v1/test-only/sqlmap-control';
/**
 * apps/api/.tmp/sqlmap (apps/api/.tmp/sqlmap-postgres on a PostgreSQL server), wherever Vitest was started
 * from: .ci/run scans on both databases at once.
 */
const OUT = fileURLToPath(
  new URL(onPostgresServer ? '../../.tmp/sqlmap-postgres' : '../../.tmp/sqlmap', import.meta.url),
);

function mountControl(app: FastifyInstance): void {
  app.get(CONTROL, async (request) => {
    const { name } = request.query as { name?: unknown };
    // Deliberately injectable: the value is pasted into the SQL text.
    const text = `SELECT username FROM users WHERE username = '${typeof name === 'string' ? name : ''}'`;
    const result: unknown = await app.database.db.execute(sql.raw(text));
    return { result };
  });
}

const t = useTestApp({ configure: mountControl });

/** Routes sqlmap does not read: the notification stream holds its connection open. */
const SKIPPED = new Set(['/api/v1/notifications/stream']);

interface Target {
  route: string;
  url: string;
  parameters: string[];
}

/** One sqlmap target per GET operation with parameters: path parameters marked `*`, query parameters with sample values. */
function targetsOf(doc: OpenApiDocument, address: string, known: Record<string, string>, admin: boolean): Target[] {
  const targets: Target[] = [];
  for (const op of operationsOf(doc)) {
    if (op.method !== 'GET' || SKIPPED.has(op.path) || op.path.startsWith('/api/v1/admin') !== admin) continue;
    if (op.pathParams.length === 0 && op.queryParams.length === 0) continue;
    const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const parameter = op.pathParams.find((p) => p.name === name);
      return `${encodeURIComponent(known[name] ?? sampleValue(parameter?.schema))}*`;
    });
    const query = op.queryParams.map(
      (p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(sampleValue(p.schema))}`,
    );
    targets.push({
      route: `GET ${op.path}`,
      url: `${address}${filled}${query.length > 0 ? `?${query.join('&')}` : ''}`,
      parameters: [...op.pathParams.map((p) => `path:${p.name}`), ...op.queryParams.map((p) => `query:${p.name}`)],
    });
  }
  return targets;
}

describe.skipIf(!sqlmapInstalled())('sqlmap injection scan', () => {
  it('finds the injectable control route and nothing else among the GET routes', { timeout: 1_200_000 }, async () => {
    const db = t.testDb.database.db;
    const user = await createUser(db, { tier: 'PRO', username: 'scan_user' });
    const admin = await createUser(db, { role: 'SUPER_ADMIN', username: 'scan_admin' });
    const userSession = await signIn(t.app, user.username, user.password);
    const adminSession = await signIn(t.app, admin.username, admin.password);
    // A post of the user's own, so the routes that take a post id see one that exists.
    const post = await call(t.app, 'POST', '/api/v1/posts', { session: userSession, body: { text: 'сәлем, sqlmap' } });
    const known: Record<string, string> = { username: user.username, id: post.json<{ id: string }>().id };

    const address = await t.app.listen({ port: scanPort, host: '127.0.0.1' });
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const control: Target = {
      route: `GET ${CONTROL} (positive control)`,
      url: `${address}${CONTROL}?name=${user.username}`,
      parameters: ['query:name'],
    };
    // Signed in as a PRO user for the user routes, as SUPER_ADMIN for the admin routes (past the role check).
    const passes = [
      { name: 'user', session: userSession, targets: [...targetsOf(doc, address, known, false), control] },
      { name: 'admin', session: adminSession, targets: targetsOf(doc, address, known, true) },
    ];

    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const started = Date.now();
    const findings: SqlmapFinding[] = [];
    const logs: string[] = [];
    for (const pass of passes) {
      const bulkFile = path.join(OUT, `targets-${pass.name}.txt`);
      writeFileSync(bulkFile, `${pass.targets.map((x) => x.url).join('\n')}\n`);
      const result = await runSqlmap({
        bulkFile,
        cookie: `bagdar_session=${pass.session}`,
        outputDir: path.join(OUT, `output-${pass.name}`),
        resultsFile: path.join(OUT, `results-${pass.name}.csv`),
      });
      writeFileSync(path.join(OUT, `sqlmap-${pass.name}.log`), result.log);
      logs.push(result.log);
      expect(result.code, result.log.slice(-2000)).toBe(0);
      findings.push(...result.findings);
    }
    const seconds = (Date.now() - started) / 1000;

    const all = passes.flatMap((pass) => pass.targets.map((x) => ({ ...x, as: pass.name })));
    const routes = all.filter((x) => x !== control && x.url !== control.url);
    const parameterCount = routes.reduce((n, x) => n + x.parameters.length, 0);
    const untested = logs.join('\n').match(/\[CRITICAL\][^\n]*/g) ?? [];
    const report = [
      `# sqlmap injection scan`,
      ``,
      `${routes.length} GET routes, ${parameterCount} parameters, signed in; sqlmap took ${seconds.toFixed(0)} s on ${scanDatabaseLabel()}.`,
      `Options: --level=1 --risk=1 --technique=BEU --dbms=PostgreSQL --threads=4 --ignore-code=404.`,
      ``,
      `## Injectable (${findings.length}; the positive control expected, nothing else)`,
      ...findings.map(
        (f) => `- ${f.url.split('?')[0]?.replace(address, '') ?? f.url} ${f.place}:${f.parameter} (${f.techniques})`,
      ),
      ``,
      `## sqlmap could not test`,
      ...(untested.length > 0 ? untested.map((line) => `- ${line}`) : ['- (none)']),
      ``,
      `## Routes tried`,
      ...all.map((x) => `- ${x.route} as ${x.as}: ${x.parameters.join(', ')}`),
      ``,
    ].join('\n');
    writeFileSync(path.join(OUT, 'report.md'), report);
    console.info(report.split('## Routes tried')[0]);

    // The control is found (so the scan can see an injection), and it is the only finding.
    expect(findings.some((f) => f.url.includes(CONTROL))).toBe(true);
    expect(findings.filter((f) => !f.url.includes(CONTROL))).toEqual([]);
  });
});
