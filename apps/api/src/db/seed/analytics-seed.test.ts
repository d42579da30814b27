import type { TOrganizationAnalytics, TStudentAnalytics } from '@bagdar/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TOrgTestBody } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { careerPlans } from '../schema/careers.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { seedDemo } from './demo-seed.ts';

describe('analytics demo seed', () => {
  const t = useTestApp();

  it('gives the demo school 60 students with results worth looking at; once', async () => {
    const db = t.testDb.database.db;
    await seedDemo(db);
    const [plans] = await db.select({ n: count() }).from(careerPlans);
    await seedDemo(db);
    const [again] = await db.select({ n: count() }).from(careerPlans);
    expect(again?.n).toBe(plans?.n);

    const session = await signIn(t.app, 'school.admin', DEMO_PASSWORD);
    const me = (await call(t.app, 'GET', '/api/v1/auth/me', { session })).json<{ organization: { id: string } }>();
    const base = `/api/v1/admin/organizations/${me.organization.id}`;
    const a = (await call(t.app, 'GET', `${base}/analytics`, { session })).json<TOrganizationAnalytics>();
    expect(a.students).toBe(60);
    // 42 from analytics-seed.ts, and school.s06 analysed for the mentor's review (plan-reviews-seed.ts),
    // which analyses school.s03 too
    expect(a.tested).toBe(43);
    expect(a.analysed).toBe(37);
    expect(a.completionByGroup.map((g) => g.code)).toEqual(['10А', '10Б', '11А']);
    expect(a.personalityTypes.length).toBeGreaterThanOrEqual(5);
    expect(a.riasec).toHaveLength(6);
    expect(a.topProfessions).toHaveLength(10);
    expect(a.topInterests).toHaveLength(10);
    expect(a.education.students).toBeGreaterThan(40);
    expect(a.feedback.responses).toBe(34);
    expect(a.feedback.answers.every((x) => x.count > 0)).toBe(true);

    const students = (
      await call(t.app, 'GET', `${base}/members?role=ORG_STUDENT&limit=100`, { session })
    ).json<TOrgTestBody>();
    const withPlan = [];
    for (const s of students.items) {
      const one = (
        await call(t.app, 'GET', `${base}/analytics/students/${s.id}`, { session })
      ).json<TStudentAnalytics>();
      if (one.roadmaps.length > 0) withPlan.push(one);
    }
    // 5 from analytics-seed.ts and school.s03's reviewed plan (plan-reviews-seed.ts)
    expect(withPlan.length).toBe(6);
    expect(withPlan.every((s) => s.analysis !== null && s.tests.length === 2)).toBe(true);
    expect(withPlan.some((s) => (s.roadmaps[0]?.percent ?? 0) > 0)).toBe(true);
  });
});
