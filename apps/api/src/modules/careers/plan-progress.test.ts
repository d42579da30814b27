import type { TPlanDetails } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../db/seed/catalog-seed.ts';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { employmentBody, giveAnalysis, professionId } from './careers-test-helpers.ts';
import { PLAN_PROGRESS, runPlanCreation } from './plan-runner.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

describe('career plan creation progress', () => {
  it('shows each stage on the polled plan while the job is at it, then the built plan', async () => {
    await seedCatalog(db());
    const { user, username, password } = await createUser(db(), { tier: 'PRO' });
    await giveAnalysis(db(), user.id);
    const session = await signIn(ctx.app, username, password);
    const created = await call(ctx.app, 'POST', '/api/v1/careers/plans', {
      session,
      body: employmentBody(await professionId(db(), 'software-developer')),
    });
    expect(created.statusCode, created.body).toBe(202);
    const { planId } = created.json<{ planId: string }>();
    const poll = async () =>
      (await call(ctx.app, 'GET', `/api/v1/careers/plans/${planId}`, { session })).json<TPlanDetails>();

    const before = await poll();
    expect(before.status).toBe('PENDING');
    expect(before.phases).toEqual([]);

    // What the creation screen would see, polled at the moment each stage starts.
    const seen: { stage: string; percent: number; status: string; phases: number }[] = [];
    await runPlanCreation(
      {
        db: db(),
        ai: ctx.config.ai,
        log: ctx.app.log,
        onStage: async () => {
          const plan = await poll();
          seen.push({
            stage: plan.job?.stage ?? '-',
            percent: plan.job?.percent ?? -1,
            status: plan.status,
            phases: plan.phases.length,
          });
        },
      },
      planId,
    );

    expect(seen).toEqual([
      { stage: 'PROFILE', percent: PLAN_PROGRESS.PROFILE, status: 'PENDING', phases: 0 },
      { stage: 'REQUIREMENTS', percent: PLAN_PROGRESS.REQUIREMENTS, status: 'PENDING', phases: 0 },
      { stage: 'PHASES', percent: PLAN_PROGRESS.PHASES, status: 'PENDING', phases: 0 },
    ]);
    const percents = seen.map((s) => s.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const built = await poll();
    expect(built.status).toBe('ACTIVE');
    expect(built.job).toBeNull();
    expect(built.phases.length).toBeGreaterThan(3);
  });

  it('keeps the stage the job failed at and reports the failure', async () => {
    await seedCatalog(db());
    const { user, username, password } = await createUser(db(), { tier: 'PRO' });
    await giveAnalysis(db(), user.id);
    const session = await signIn(ctx.app, username, password);
    const created = await call(ctx.app, 'POST', '/api/v1/careers/plans', {
      session,
      body: employmentBody(await professionId(db(), 'software-developer')),
    });
    const { planId } = created.json<{ planId: string }>();
    await runPlanCreation(
      {
        db: db(),
        ai: ctx.config.ai,
        log: ctx.app.log,
        onStage: (stage) => {
          if (stage === 'REQUIREMENTS') throw new Error('the builder stopped');
        },
      },
      planId,
    );
    const plan = (await call(ctx.app, 'GET', `/api/v1/careers/plans/${planId}`, { session })).json<TPlanDetails>();
    expect(plan.status).toBe('PENDING');
    expect(plan.job).toMatchObject({ stage: 'REQUIREMENTS', percent: PLAN_PROGRESS.REQUIREMENTS, failed: true });
  });
});
