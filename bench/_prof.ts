import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'silent', RUN_WORKER: 'false' }));
await app.ready();
const db = app.database.db;
const rows = (r: any) => r.rows;
const kz = rows(await db.execute(sql`SELECT id FROM countries WHERE iso_code = 'KZ'`))[0].id;
const eight = rows(await db.execute(sql`SELECT id FROM institutions WHERE name_sort LIKE 'бенч %' ORDER BY name_sort LIMIT 8 OFFSET 100`)).map((r: any) => r.id);
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'sec-fetch-site': 'same-origin' }, payload: { emailOrUsername: 'demo.pro', password: 'Bagdar2026!' } });
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const times = new Map<string, number[]>();
const proto = pg.Client.prototype as any;
const orig = proto.query;
let on = false;
proto.query = function (...args: any[]) {
  if (!on) return orig.apply(this, args);
  const text = (typeof args[0] === 'string' ? args[0] : args[0]?.text ?? args[0]?.name ?? '?').replace(/\s+/g, ' ').slice(0, 110);
  const t0 = performance.now();
  const p = orig.apply(this, args);
  if (p && typeof p.then === 'function') p.then(() => { const l = times.get(text) ?? []; l.push(performance.now() - t0); times.set(text, l); }, () => {});
  return p;
};
const send = () => app.inject({ method: 'POST', url: '/api/v1/enrollment-analyses', headers: { cookie, 'sec-fetch-site': 'same-origin' }, payload: { countryId: kz, institutionIds: eight } });
for (let i = 0; i < 3; i++) await send();
on = true;
const total: number[] = [];
let bytes = 0;
for (let i = 0; i < 20; i++) { const t0 = performance.now(); const r = await send(); bytes = r.body.length; total.push(performance.now() - t0); }
on = false;
total.sort((a, b) => a - b);
console.log('request median ms', total[10].toFixed(1), 'response bytes', bytes);
let sqlSum = 0;
for (const [k, v] of times) { const m = v.sort((a, b) => a - b)[Math.floor(v.length / 2)]; sqlSum += m * v.length / 20; console.log(m.toFixed(2).padStart(8), String(v.length / 20).padStart(4), k); }
console.log('sql ms per request (median each)', sqlSum.toFixed(1));
await app.close();
process.exit(0);
