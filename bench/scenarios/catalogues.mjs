// The institution catalogue, detail and an 8-institution enrollment
// analysis, and the project catalogue (All, Recommended, Popular, search) and a project page, on
// the data bench/seed-catalogues.ts wrote, with the SQL statements per request it counted.
import { measure } from '../measure.mjs';
import { BASE, runSeedScript, signIn } from '../server.mjs';

/** Runs bench/seed-catalogues.ts `kind` on the database `env` names (the API stopped); resolves to its report. */
export function seedCatalogue(kind, env, size) {
  return runSeedScript('bench/seed-catalogues.ts', [kind], env, {
    ...(size.institutions ? { BENCH_INSTITUTIONS: String(size.institutions) } : {}),
    ...(size.majors ? { BENCH_MAJORS: String(size.majors) } : {}),
    ...(size.projects ? { BENCH_PROJECTS: String(size.projects) } : {}),
  });
}

/** The bare route, then every route of the report as its viewer; rows carry `queries` for printTable. */
export async function catalogueScenario(report) {
  const cookie = await signIn(report.viewer.username, report.viewer.password);
  const rows = [{ ...(await measure('GET /api/v1/health (bare)', { path: '/api/v1/health' })), queries: 0 }];
  for (const route of report.routes) {
    const options =
      route.method === 'POST'
        ? {
            method: 'POST',
            headers: { cookie, origin: BASE, 'content-type': 'application/json' },
            body: JSON.stringify(route.body),
          }
        : { headers: { cookie } };
    const row = await measure(route.name, { path: `/api/v1${route.path}`, ...options });
    rows.push({ ...row, queries: route.queries });
  }
  return rows;
}

export function catalogueSummary(report) {
  const size = Object.entries(report.size)
    .map(([what, n]) => `${n.toLocaleString('en')} ${what}`)
    .join(', ');
  return [`seed: ${size} ${report.created ? `written in ${(report.seedMs / 1000).toFixed(1)} s` : '(already there)'}`];
}
