// The soak: a mixed load at a steady rate (open model: each action starts on its own clock whether
// or not the previous one has finished) against two API processes on one PostgreSQL database and
// one `npm run worker`, as the README's production set-up runs them. Every request is timed under
// its route and counted as an error unless it answers the status the action expects. RSS of each
// process (the largest process of its process group: npx → tsx → node, worker threads included) is
// taken after the warm-up and at the end, both under the same load.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { DEMO_PASSWORD, PORT, root, serverEnv, serverLog, startServer, stopServer } from '../server.mjs';
import { importFile, serverRssKb } from './organizations.mjs';

const PHOTO = readFileSync(new URL('../../apps/api/src/modules/media/fixtures/photo-with-exif.jpg', import.meta.url));
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Users who read the feed, like and post (onboarded demo accounts). */
const READERS = ['demo.free', 'demo.standard', 'demo.pro', 'school.student', 'school.teacher', 'school.staff'];
/** Users who answer the STANDARD career-interests test. */
const TEST_TAKERS = ['demo.standard', 'demo.pro', 'school.student', 'school.teacher', 'school.staff', 'school.admin'];
/** Users who sign in and out again. */
const SIGNERS = ['demo.free', 'demo.standard', 'school.student', 'school.teacher'];

/** The actions and their periods in seconds at SOAK_SPEED=1 (about 9 actions, 12 requests a second). */
const PERIODS = {
  feed: 0.5,
  answer: 0.5,
  like: 1,
  signIn: 2,
  post: 5,
  pdf: 10,
  analysis: 60,
  roadmap: 120,
  import: 300,
};

class Stats {
  routes = new Map();
  errors = 0;
  samples = [];
  record(route, ms, error) {
    let entry = this.routes.get(route);
    if (!entry) this.routes.set(route, (entry = { times: [], errors: 0 }));
    entry.times.push(ms);
    if (error) {
      entry.errors += 1;
      this.errors += 1;
      if (this.samples.length < 20) this.samples.push(`${route}: ${error}`);
    }
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function createClient(bases) {
  let turn = 0;
  let stats = new Stats();
  /** One request to the next API process in turn; the parsed JSON body, the bytes of a PDF, or null. */
  async function call(route, method, path, { cookie, json, form, ok = [200] } = {}) {
    const base = bases[turn++ % bases.length];
    const headers = { origin: base, ...(cookie ? { cookie } : {}) };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const into = stats;
    try {
      const response = await fetch(`${base}/api/v1${path}`, {
        method,
        headers,
        body: json !== undefined ? JSON.stringify(json) : form,
      });
      const type = response.headers.get('content-type') ?? '';
      const body = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
      const ms = performance.now() - started;
      if (!ok.includes(response.status)) {
        into.record(route, ms, `${response.status} ${JSON.stringify(body).slice(0, 160)}`);
        return null;
      }
      into.record(route, ms, null);
      return { status: response.status, body, response };
    } catch (error) {
      into.record(route, performance.now() - started, error.message);
      return null;
    }
  }
  return {
    call,
    /** Starts counting afresh (after the warm-up); returns what was counted so far. */
    reset() {
      const old = stats;
      stats = new Stats();
      return old;
    },
    get stats() {
      return stats;
    },
  };
}

async function signIn(call, username) {
  const result = await call('POST /auth/login', 'POST', '/auth/login', {
    json: { emailOrUsername: username, password: DEMO_PASSWORD },
  });
  if (!result) throw new Error(`sign-in of ${username} failed`);
  return result.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const pick = (list, n) => list[n % list.length];

/** Each action: one user's steps, every request through `call`. */
function createActions(call, ctx) {
  let n = 0;
  const postIds = [];
  const liked = new Set();
  return {
    async feed() {
      const cookie = ctx.cookies.get(pick(READERS, (n += 1)));
      const first = await call('GET /posts', 'GET', '/posts', { cookie });
      if (!first) return;
      for (const post of first.body.items) if (!postIds.includes(post.id)) postIds.unshift(post.id);
      postIds.splice(200);
      if (first.body.nextCursor) {
        await call('GET /posts?cursor (page 2)', 'GET', `/posts?cursor=${encodeURIComponent(first.body.nextCursor)}`, {
          cookie,
        });
      }
    },
    async answer() {
      const taker = pick(ctx.takers, (n += 1));
      const questionId = pick(taker.questionIds, n);
      await call(
        'PUT /tests/:id/attempts/:id/answers/:id',
        'PUT',
        `/tests/${taker.testId}/attempts/${taker.attemptId}/answers/${questionId}`,
        { cookie: taker.cookie, json: { value: (n % 5) + 1 } },
      );
    },
    async like() {
      if (postIds.length === 0) return;
      const user = pick(READERS, (n += 1));
      const postId = pick(postIds, n * 7);
      const key = `${user}:${postId}`;
      const cookie = ctx.cookies.get(user);
      // The like state is the bench's own (seeded likes answer either way: both routes are idempotent).
      if (liked.has(key)) {
        liked.delete(key);
        await call('DELETE /posts/:id/like', 'DELETE', `/posts/${postId}/like`, { cookie });
      } else {
        liked.add(key);
        await call('POST /posts/:id/like', 'POST', `/posts/${postId}/like`, { cookie });
      }
    },
    async signIn() {
      const cookie = await signIn(call, pick(SIGNERS, (n += 1))).catch(() => null);
      if (!cookie) return;
      await call('GET /auth/me', 'GET', '/auth/me', { cookie });
      await call('POST /auth/logout', 'POST', '/auth/logout', { cookie, ok: [200, 204] });
    },
    async post() {
      const cookie = ctx.cookies.get(pick(READERS, (n += 1)));
      const form = new FormData();
      form.append('file', new Blob([PHOTO], { type: 'image/jpeg' }), 'photo.jpg');
      const media = await call('POST /media?purpose=post', 'POST', '/media?purpose=post', { cookie, form, ok: [201] });
      if (!media) return;
      await call('POST /posts (with an image)', 'POST', '/posts', {
        cookie,
        json: { text: `Soak ${n} #soak`, mediaIds: [media.body.id] },
        ok: [201],
      });
    },
    async pdf() {
      const cookie = ctx.cookies.get('demo.pro');
      await call('GET /personality/report.pdf', 'GET', '/personality/report.pdf', { cookie });
      // The roadmap is rebuilt by the roadmap action; its report waits for that to finish.
      await ctx.plan.run(() =>
        call('GET /careers/plans/:id/report.pdf', 'GET', `/careers/plans/${ctx.plan.id}/report.pdf`, { cookie }),
      );
    },
    async analysis() {
      if (ctx.analysing) return;
      ctx.analysing = true;
      try {
        const cookie = ctx.cookies.get('demo.standard');
        if (
          !(await call('POST /personality/analyses', 'POST', '/personality/analyses', { cookie, ok: [200, 201, 202] }))
        )
          return;
        for (;;) {
          const status = await call('GET /personality (polled)', 'GET', '/personality', { cookie });
          if (!status || (status.body.state === 'COMPLETED' && !status.body.job)) return;
          await new Promise((r) => setTimeout(r, 500));
        }
      } finally {
        ctx.analysing = false;
      }
    },
    roadmap() {
      return ctx.plan.run(async () => {
        const cookie = ctx.cookies.get('demo.pro');
        await call('DELETE /careers/plans/:id', 'DELETE', `/careers/plans/${ctx.plan.id}`, { cookie, ok: [200, 204] });
        const created = await call('POST /careers/plans', 'POST', '/careers/plans', {
          cookie,
          json: { lifeStage: 'GRADUATE', years: null, goal: 'EMPLOYMENT', professionId: ctx.professionId, about: '' },
          ok: [200, 201, 202],
        });
        if (!created) return;
        ctx.plan.id = created.body.planId;
        for (;;) {
          const plan = await call('GET /careers/plans/:id (polled)', 'GET', `/careers/plans/${ctx.plan.id}`, {
            cookie,
          });
          if (!plan || plan.body.status === 'ACTIVE' || plan.body.job?.failed) return;
          await new Promise((r) => setTimeout(r, 500));
        }
      });
    },
    async import() {
      if (ctx.importing) return;
      ctx.importing = true;
      try {
        const cookie = ctx.cookies.get('school.admin');
        // Into one of the demo school's groups.
        const buffer = await importFile(1000, `${Date.now().toString(36)}${(n += 1)}`, '10А');
        const base = `/admin/organizations/${ctx.orgId}/import/ORG_STUDENT`;
        const upload = (route, path) => {
          const form = new FormData();
          form.append('file', new Blob([buffer], { type: XLSX_TYPE }), 'students.xlsx');
          return call(route, 'POST', path, { cookie, form, ok: [200, 201, 202] });
        };
        const preview = await upload('POST import preview (1,000 rows)', `${base}/preview`);
        if (!preview) return;
        if (preview.body.invalid !== 0) {
          ctx.client.stats.record('import preview rows', 0, `${preview.body.invalid} invalid rows`);
          return;
        }
        const commit = await upload('POST import commit (1,000 rows)', `${base}/commit`);
        let job = commit?.body;
        while (job && commit.status === 202 && job.status !== 'DONE') {
          if (job.status === 'FAILED') {
            ctx.client.stats.record('import job', 0, `FAILED ${JSON.stringify(job.error)}`);
            return;
          }
          await new Promise((r) => setTimeout(r, 500));
          job = (
            await call('GET import job (polled)', 'GET', `/admin/organizations/${ctx.orgId}/import/jobs/${job.id}`, {
              cookie,
            })
          )?.body;
        }
      } finally {
        ctx.importing = false;
      }
    },
  };
}

/** A queue of one: steps on the roadmap wait for each other (a PDF of a plan being replaced would be a 404). */
function serial() {
  let last = Promise.resolve();
  return {
    id: null,
    run(step) {
      const next = last.then(step, step);
      last = next.catch(() => {});
      return next;
    },
  };
}

async function prepare(call, client) {
  const cookies = new Map();
  for (const user of new Set([...READERS, ...TEST_TAKERS, 'school.admin'])) cookies.set(user, await signIn(call, user));
  const get = async (path, user) => (await call(`setup GET ${path}`, 'GET', path, { cookie: cookies.get(user) }))?.body;
  const takers = [];
  for (const user of TEST_TAKERS) {
    const cookie = cookies.get(user);
    const test = (await get('/tests', user)).items.find((t) => t.slug === 'career-interests');
    const attempt = (
      await call('setup POST attempt', 'POST', `/tests/${test.id}/attempts`, { cookie, json: {}, ok: [200, 201] })
    ).body;
    takers.push({ cookie, testId: test.id, attemptId: attempt.id, questionIds: attempt.questions.map((q) => q.id) });
  }
  const plan = serial();
  plan.id = (await get('/careers/gate', 'demo.pro')).plans.EMPLOYMENT;
  const professionId = (await get('/careers/professions?limit=1', 'demo.pro')).items[0]?.id;
  const orgId = (await get('/auth/me', 'school.admin')).organization?.id;
  if (!plan.id || !professionId || !orgId) throw new Error('the demo seed lacks demo.pro’s roadmap or the school');
  return { cookies, takers, plan, professionId, orgId, client, analysing: false, importing: false };
}

/** Runs every action on its own steady clock (and once at once) until `stop` resolves; resolves when the last one finishes. */
async function drive(actions, speed, stop) {
  const running = new Set();
  const start = (name) => {
    const task = actions[name]().catch(() => {});
    running.add(task);
    void task.finally(() => running.delete(task));
  };
  // Every action once at the start, so even the rare ones (the import) run in a short warm-up.
  for (const name of Object.keys(PERIODS)) start(name);
  const timers = Object.entries(PERIODS).map(([name, seconds]) =>
    setInterval(() => start(name), (seconds * 1000) / speed),
  );
  await stop;
  for (const timer of timers) clearInterval(timer);
  await Promise.all(running);
}

function startWorker(env) {
  return spawn('npx', ['tsx', 'apps/api/src/worker.ts'], {
    cwd: root,
    env: serverEnv(env),
    stdio: ['ignore', serverLog(), 'inherit'],
    detached: true,
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const RSS_WINDOW_MINUTES = Number(process.env.SOAK_RSS_WINDOW_MINUTES ?? 2);

export async function soakScenario(env, { minutes, warmupMinutes, speed }) {
  const apiEnv = { ...env, RUN_WORKER: 'false' };
  const processes = [];
  try {
    // One at a time: the first migrates and seeds the database.
    processes.push({ name: `API :${PORT}`, child: await startServer(apiEnv) });
    // The school's licence gets room for the imports.
    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    await db.query('UPDATE organizations SET seat_count = 1000000');
    await db.end();
    processes.push({ name: `API :${PORT + 1}`, child: await startServer(apiEnv, PORT + 1) });
    processes.push({ name: 'worker', child: startWorker(env) });
    await sleep(5000);
    if (processes[2].child.exitCode !== null) throw new Error('the worker exited');

    const client = createClient([`http://127.0.0.1:${PORT}`, `http://127.0.0.1:${PORT + 1}`]);
    const ctx = await prepare(client.call, client);
    const actions = createActions(client.call, ctx);

    console.log(`warm-up: ${warmupMinutes} min of the load`);
    await drive(actions, speed, sleep(warmupMinutes * 60_000));
    const warmup = client.reset();
    const rssStart = processes.map((p) => serverRssKb(p.child.pid));
    // RSS every 5 s: a collected heap saws up and down by tens of MB, so besides the two spot values
    // the growth is judged on the mean of the first and of the last RSS_WINDOW_MINUTES, and the
    // trend (least squares) tells a steady climb from the saw.
    const samples = [];
    const sample = () => samples.push({ at: performance.now(), kb: processes.map((p) => serverRssKb(p.child.pid)) });
    console.log(`measured: ${minutes} min`);
    const started = performance.now();
    sample();
    const sampler = setInterval(sample, 5000);
    let rssEnd = [];
    const end = sleep(minutes * 60_000).then(() => {
      rssEnd = processes.map((p) => serverRssKb(p.child.pid));
    });
    await drive(actions, speed, end);
    clearInterval(sampler);
    const stats = client.stats;
    const seconds = (performance.now() - started) / 1000;
    const windowMs = Math.min(RSS_WINDOW_MINUTES * 60_000, (seconds * 1000) / 3);
    const mean = (list, i) => list.reduce((sum, s) => sum + s.kb[i], 0) / Math.max(1, list.length);
    const first = samples.filter((s) => s.at - started <= windowMs);
    const last = samples.filter((s) => s.at - started >= seconds * 1000 - windowMs);
    const slopeKbPerMs = (i) => {
      const mx = samples.reduce((sum, s) => sum + s.at, 0) / samples.length;
      const my = mean(samples, i);
      const num = samples.reduce((sum, s) => sum + (s.at - mx) * (s.kb[i] - my), 0);
      const den = samples.reduce((sum, s) => sum + (s.at - mx) ** 2, 0);
      return den === 0 ? 0 : num / den;
    };

    const routes = [...stats.routes.entries()].map(([route, entry]) => {
      const sorted = entry.times.sort((a, b) => a - b);
      return {
        route,
        count: sorted.length,
        errors: entry.errors,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
      };
    });
    const requests = routes.reduce((sum, r) => sum + r.count, 0);
    return {
      minutes,
      warmupMinutes,
      speed,
      seconds,
      requests,
      errors: stats.errors,
      warmupErrors: warmup.errors,
      samples: [...warmup.samples.map((s) => `warm-up ${s}`), ...stats.samples],
      routes,
      rssWindowMinutes: windowMs / 60_000,
      processes: processes.map((p, i) => ({
        name: p.name,
        startMb: rssStart[i] / 1024,
        endMb: rssEnd[i] / 1024,
        maxMb: Math.max(...samples.map((s) => s.kb[i])) / 1024,
        firstMb: mean(first, i) / 1024,
        lastMb: mean(last, i) / 1024,
        growth: (mean(last, i) - mean(first, i)) / mean(first, i),
        spotGrowth: (rssEnd[i] - rssStart[i]) / rssStart[i],
        trendMbPerHour: (slopeKbPerMs(i) * 3_600_000) / 1024,
      })),
    };
  } finally {
    for (const p of processes.reverse()) await stopServer(p.child);
  }
}

export function printSoak(result) {
  console.log(
    `\nsoak: ${result.minutes} min measured after ${result.warmupMinutes} min of warm-up, speed ×${result.speed}; ` +
      `${result.requests} requests (${(result.requests / result.seconds).toFixed(1)}/s), ${result.errors} errors ` +
      `(${result.warmupErrors} in the warm-up)`,
  );
  console.log(
    'route'.padEnd(44),
    'requests'.padStart(9),
    'errors'.padStart(7),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
  );
  for (const r of result.routes.sort((a, b) => b.count - a.count)) {
    console.log(
      r.route.padEnd(44),
      String(r.count).padStart(9),
      String(r.errors).padStart(7),
      r.p50.toFixed(0).padStart(8),
      r.p99.toFixed(0).padStart(8),
    );
  }
  console.log(
    '\nprocess'.padEnd(15),
    'RSS MB: after warm-up'.padStart(22),
    'end'.padStart(6),
    'max'.padStart(6),
    `mean first/last ${result.rssWindowMinutes.toFixed(0)} min`.padStart(24),
    'growth'.padStart(8),
    'spot growth'.padStart(12),
    'trend MB/h'.padStart(11),
  );
  for (const p of result.processes) {
    console.log(
      p.name.padEnd(14),
      p.startMb.toFixed(0).padStart(22),
      p.endMb.toFixed(0).padStart(6),
      p.maxMb.toFixed(0).padStart(6),
      `${p.firstMb.toFixed(0)} / ${p.lastMb.toFixed(0)}`.padStart(24),
      `${(p.growth * 100).toFixed(1)} %`.padStart(8),
      `${(p.spotGrowth * 100).toFixed(1)} %`.padStart(12),
      p.trendMbPerHour.toFixed(0).padStart(11),
    );
  }
  for (const sample of result.samples) console.log(`  error: ${sample}`);
}
