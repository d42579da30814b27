import pg from 'pg';
import { buildApp } from '/work/wt-p-projects/apps/api/src/app.ts';
import { loadConfig } from '/work/wt-p-projects/apps/api/src/config.ts';
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RUN_WORKER: 'false' });
const app = await buildApp(config);
await app.ready();
const login = async (u: string, p: string) => {
  const r = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'sec-fetch-site': 'same-origin' }, payload: { emailOrUsername: u, password: p } });
  return r.headers['set-cookie'] as string | string[];
};
const cookieOf = (c: string | string[]) => (Array.isArray(c) ? c : [c]).map((x) => x.split(';')[0]).join('; ');
const student = cookieOf(await login('bench_user_2', 'BenchPass1!'));
const pro = cookieOf(await login('demo.pro', 'Bagdar2026!'));
const urls = (process.env.URLS ?? '').split(' ').filter(Boolean);
const proto = pg.Client.prototype as any;
const orig = proto.query;
for (const spec of urls) {
  const [who, url] = spec.split('@');
  await app.inject({ method: 'GET', url, headers: { cookie: who === 'pro' ? pro : student } });
  const seen: any[] = [];
  proto.query = function (...args: any[]) { seen.push(typeof args[0] === "string" ? { text: args[0], values: args[1] } : { ...args[0], values: args[0].values ?? args[1] }); return orig.apply(this, args); };
  const t = performance.now();
  const r = await app.inject({ method: 'GET', url, headers: { cookie: who === 'pro' ? pro : student } });
  const ms = performance.now() - t;
  proto.query = orig;
  console.log(`=== ${url} ${r.statusCode} ${ms.toFixed(1)}ms ${r.body.length}B`);
  for (const q of seen) console.log(JSON.stringify(typeof q === 'string' ? { text: q } : { text: q.text, values: q.values }));
}
await app.close();
process.exit(0);
