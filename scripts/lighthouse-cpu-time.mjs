// The trace of a Lighthouse gather (`lighthouse -G=<dir>`) with each task of the page's main thread as long
// as its thread CPU time (`tdur`) instead of its wall time (`dur`), the events inside it scaled with it.
// Lighthouse's simulated throttling multiplies the observed task times by its phone's CPU factor; on a
// busy machine a task's wall time is several times its CPU time (the page's thread waits for a core), so
// the same build's blocking time moves with the load average. Audited again (`lighthouse -A=<dir>`), the
// rewritten trace gives the score the page's own work would have on an idle machine: a figure to compare
// builds by when the machine is shared, not the budget (budget.mjs, BUDGET_CPU_TIME, decision 014). What
// it does not correct: the API's answer times, which the simulation takes as observed (a loaded machine
// answers `GET /posts` slower too), and the other threads' work.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TRACE = 'defaultPass.trace.json';

/** Writes `from`'s artifacts to `to` with the trace rewritten; returns the main thread's task time, wall and CPU (ms). */
export function writeCpuTimeArtifacts(from, to) {
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from)) if (file !== TRACE) copyFileSync(join(from, file), join(to, file));
  const trace = JSON.parse(readFileSync(join(from, TRACE), 'utf8'));
  const events = trace.traceEvents ?? trace;
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error(`no first contentful paint in ${from}`);
  const thread = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph !== 'M').sort((a, b) => a.ts - b.ts);
  // The outermost tasks: a task inside another is scaled with it.
  const tasks = [];
  let end = -1;
  for (const e of thread) {
    if (e.ph === 'X' && e.name === 'RunTask' && e.dur > 0 && e.tdur !== undefined && e.ts >= end) {
      tasks.push(e);
      end = e.ts + e.dur;
    }
  }
  let wall = 0;
  let cpu = 0;
  let next = 0;
  for (const task of tasks) {
    const start = task.ts;
    const stop = task.ts + task.dur;
    const factor = Math.min(1, task.tdur / task.dur);
    wall += task.dur;
    cpu += task.dur * factor;
    while (next < thread.length && thread[next].ts < start) next += 1;
    for (let i = next; i < thread.length && thread[i].ts <= stop; i += 1) {
      const e = thread[i];
      if (e === task) continue;
      e.ts = start + (e.ts - start) * factor;
      if (e.dur !== undefined) e.dur *= factor;
    }
    task.dur *= factor;
  }
  writeFileSync(join(to, TRACE), JSON.stringify(trace));
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
}
