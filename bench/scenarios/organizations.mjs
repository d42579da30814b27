// The member list of an organisation of 5,000 students (first page, a filtered
// first page, the filtered list's page 10 by keyset cursor, a search) with the SQL statements per
// request bench/seed-organizations.ts counted; the organisation analytics page (skipped while the
// route answers 404); and a 1,000-row Excel import, preview then commit (a background job: polled
// until DONE), timed, with the API process's peak resident memory sampled while it runs.
import { readFileSync, readdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { measure } from '../measure.mjs';
import { BASE, runSeedScript, signIn } from '../server.mjs';

/** Seeds the students with the API stopped (PGlite admits one process); resolves to the seed report. */
export function seedOrganizations(env) {
  return runSeedScript('bench/seed-organizations.ts', [], env);
}

export async function organizationsScenario(report) {
  const cookie = await signIn('school.admin');
  const rows = [];
  for (const route of report.routes) {
    const row = await measure(`GET ${route.name}`, { path: `/api/v1${route.path}`, headers: { cookie } });
    rows.push({ ...row, queries: route.queries });
  }
  const analyticsPath = `/api/v1/admin/organizations/${report.orgId}/analytics`;
  const probe = await fetch(`${BASE}${analyticsPath}`, { headers: { cookie } });
  const notes = [];
  if (probe.status === 404) {
    notes.push(`GET /admin/organizations/:id/analytics: skipped (the route answers 404: not built on this branch)`);
  } else {
    rows.push(await measure('GET organisation analytics', { path: analyticsPath, headers: { cookie } }));
  }
  return { rows, notes };
}

/** RSS in kB of the largest process of the server's process group (npx → tsx → node: the API). */
export function serverRssKb(groupId) {
  let most = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue; // pgrp
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) most = Math.max(most, Number(rss[1]));
    } catch {
      /* gone */
    }
  }
  return most;
}

/** `rows` students of a fresh `tag` in group `group` (the bench seed's B1 by default) as an xlsx file. */
export async function importFile(rows, tag, group = 'B1') {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(['Фамилия', 'Имя', 'Эл. почта', 'Логин', 'Дата рождения', 'Пол', 'Группа']);
  for (let i = 0; i < rows; i += 1) {
    sheet.addRow([`Импортов${i}`, `Ученик${i}`, `imp.${tag}.${i}@bench.kz`, '', '2010-03-04', 'FEMALE', group]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(path, cookie, buffer) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'students.xlsx',
  );
  const response = await fetch(`${BASE}/api/v1${path}`, {
    method: 'POST',
    headers: { cookie, origin: BASE },
    body: form,
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { status: response.status, body };
}

/** A 1,000-row import: preview, then commit as a job polled until DONE; times and the API's peak RSS. */
export async function importScenario(report, server, rows = 1000) {
  const cookie = await signIn('school.admin');
  const buffer = await importFile(rows, Date.now().toString(36));
  const base = `/admin/organizations/${report.orgId}/import/ORG_STUDENT`;
  const baselineKb = serverRssKb(server.pid);
  let peakKb = baselineKb;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, serverRssKb(server.pid))), 25);
  try {
    const t0 = performance.now();
    const preview = await upload(`${base}/preview`, cookie, buffer);
    if (preview.body.invalid !== 0) throw new Error(`the bench file has ${preview.body.invalid} bad rows`);
    const t1 = performance.now();
    const commit = await upload(`${base}/commit`, cookie, buffer);
    let job = commit.body;
    while (commit.status === 202 && job.status !== 'DONE') {
      if (job.status === 'FAILED') throw new Error(`import job failed: ${JSON.stringify(job.error)}`);
      await new Promise((r) => setTimeout(r, 50));
      const response = await fetch(`${BASE}/api/v1/admin/organizations/${report.orgId}/import/jobs/${job.id}`, {
        headers: { cookie },
      });
      job = await response.json();
    }
    const t2 = performance.now();
    return {
      rows,
      previewMs: t1 - t0,
      commitMs: t2 - t1,
      viaJob: commit.status === 202,
      baselineMb: baselineKb / 1024,
      peakMb: peakKb / 1024,
    };
  } finally {
    clearInterval(sampler);
  }
}
