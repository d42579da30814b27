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
    // demo.pro's, demo.analyst's two and demo.artist's one (careers-contrast-seed.ts), 5 of
    // demo-school students (analytics-seed.ts) and school.s03's reviewed one (plan-reviews-seed.ts)
    expect(plans?.n).toBe(1 + 3 + 5 + 1);

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
    // The whole demo seed runs twice: over the default 30 s on a loaded machine.
  }, 120_000);

  it('gives demo.analyst and demo.artist roadmaps to the same profession that differ, and demo.analyst a UNT gap phase', async () => {
    const db = t.testDb.database.db;
    await seedDemo(db);
    const planOf = async (username: string, goal: 'EMPLOYMENT' | 'ENROLLMENT') => {
      const session = await signIn(t.app, username, DEMO_PASSWORD);
      const gate = (await call(t.app, 'GET', '/api/v1/careers/gate', { session })).json<TCareerGate>();
      const id = gate.plans[goal];
      if (!id) throw new Error(`${username} has no ${goal} plan`);
      return (await call(t.app, 'GET', `/api/v1/careers/plans/${id}`, { session })).json<TPlanDetails>();
    };
    const analyst = await planOf('demo.analyst', 'EMPLOYMENT');
    const artist = await planOf('demo.artist', 'EMPLOYMENT');
    expect(analyst.title).toEqual(artist.title);
    const shape = (plan: TPlanDetails) => plan.phases.map((p) => `${p.kind}:${p.title.en}`);
    expect(shape(analyst)).not.toEqual(shape(artist));
    expect(analyst.phases[1]?.because?.text.en).toContain('investigative');
    expect(artist.phases[1]?.because?.text.en).toContain('artistic');
    // demo.analyst wrote about databases: that skill is pulled into the plan, its reason quoting the word.
    const databases = analyst.phases.find((p) => p.title.en.includes('Databases and SQL'));
    expect(databases?.because).toMatchObject({ input: 'ABOUT' });
    const artistDatabases = artist.phases.find((p) => p.title.en.includes('Databases and SQL'));
    expect(artistDatabases?.because?.input ?? 'SKILL').toBe('SKILL');
    expect(artist.phases.some((p) => p.kind === 'LANGUAGE')).toBe(true);
    expect(analyst.phases.some((p) => p.kind === 'LANGUAGE')).toBe(false);
    const enrollment = await planOf('demo.analyst', 'ENROLLMENT');
    const unt = enrollment.phases.find((p) => p.kind === 'SCORE_UNT');
    expect(unt?.target).toMatchObject({ exam: 'UNT', current: 98, bar: 'FORECAST_CUTOFF' });
    expect(unt?.target?.deadline?.kind).toBe('UNT_MAIN');
  }, 120_000);
});
