import type { TCareerGate, TPlanDetails } from '@bagdar/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerPlans } from '../schema/careers.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { seedDemo } from './demo-seed.ts';

describe('careers demo seed', () => {
  const t = useTestApp();

  it('gives demo.pro an analysis and one roadmap part-way done, once', async () => {
    const db = t.testDb.database.db;
    await seedDemo(db);
    await seedDemo(db);
    const [plans] = await db.select({ n: count() }).from(careerPlans);
    // demo.pro's, 5 of demo-school students (analytics-seed.ts) and school.s03's reviewed one (plan-reviews-seed.ts)
    expect(plans?.n).toBe(1 + 5 + 1);

    const session = await signIn(t.app, 'demo.pro', DEMO_PASSWORD);
    const gate = (await call(t.app, 'GET', '/api/v1/careers/gate', { session })).json<TCareerGate>();
    expect(gate.analysisCompleted).toBe(true);
    if (!gate.plans.EMPLOYMENT) throw new Error('no plan');
    const plan = (
      await call(t.app, 'GET', `/api/v1/careers/plans/${gate.plans.EMPLOYMENT}`, { session })
    ).json<TPlanDetails>();
    expect(plan).toMatchObject({ status: 'ACTIVE', goal: 'EMPLOYMENT', phasesDone: 1 });
    expect(plan.progress).toBeGreaterThan(0);
    expect(plan.progress).toBeLessThan(100);
    expect(plan.phases[0]?.achievement.receivedAt).not.toBeNull();
    expect(plan.phases[1]?.subtasks.filter((s) => s.done)).toHaveLength(2);
    expect(plan.activity.length).toBeGreaterThan(3);
  });
});
