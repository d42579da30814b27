// The career roadmap list and details of demo.pro's seeded plan, and the plan-creation job
// timed from POST to an ACTIVE plan. Statements per request are fixed by
// apps/api/src/modules/careers/query-count.test.ts (10 phases × 10 subtasks cost what 1 × 1 costs).
import { measure } from '../measure.mjs';
import { api, signIn } from '../server.mjs';

export async function careersScenario() {
  const cookie = await signIn('demo.pro');
  const gate = await api('GET', '/careers/gate', cookie);
  const planId = gate.plans.EMPLOYMENT;
  if (!planId) throw new Error('demo.pro has no seeded roadmap');
  return [
    await measure('GET /api/v1/careers/plans', { path: '/api/v1/careers/plans', headers: { cookie } }),
    await measure('GET /api/v1/careers/plans/:id', { path: `/api/v1/careers/plans/${planId}`, headers: { cookie } }),
  ];
}

/** Builds demo.pro's ENROLLMENT-free goal again and again: delete, POST, poll until ACTIVE. */
export async function planCreationScenario(runs = 3) {
  const cookie = await signIn('demo.pro');
  const professions = await api('GET', '/careers/professions?limit=1', cookie);
  const professionId = professions.items[0]?.id;
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const gate = await api('GET', '/careers/gate', cookie);
    if (gate.plans.EMPLOYMENT) await api('DELETE', `/careers/plans/${gate.plans.EMPLOYMENT}`, cookie);
    const started = performance.now();
    const { planId } = await api('POST', '/careers/plans', cookie, {
      lifeStage: 'GRADUATE',
      years: null,
      goal: 'EMPLOYMENT',
      professionId,
      about: '',
    });
    for (;;) {
      const plan = await api('GET', `/careers/plans/${planId}`, cookie);
      if (plan.status === 'ACTIVE') break;
      if (plan.job?.failed) throw new Error('plan creation failed');
      await new Promise((r) => setTimeout(r, 50));
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { runs, medianMs: times[Math.floor(times.length / 2)], maxMs: times[times.length - 1] };
}
