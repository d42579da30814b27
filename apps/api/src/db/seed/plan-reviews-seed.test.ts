import type { TCareerGate, TMentorPlan, TNotificationPage, TPlanReviewState } from '@bagdar/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMemberships } from '../schema/organizations.ts';
import { careerPlanComments, careerPlanReviews } from '../schema/plan-reviews.ts';
import { users } from '../schema/users.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { seedDemo } from './demo-seed.ts';
import { REVIEW_PUPIL, REVIEWED_PUPIL } from './plan-reviews-seed.ts';

describe('plan reviews demo seed', () => {
  const t = useTestApp();

  it('gives a 10А pupil a plan school.teacher reviewed and commented on, and another PRO pupil an analysis, once', async () => {
    const db = t.testDb.database.db;
    await seedDemo(db);
    await seedDemo(db);
    expect((await db.select({ n: count() }).from(careerPlanReviews))[0]?.n).toBe(1);
    expect((await db.select({ n: count() }).from(careerPlanComments))[0]?.n).toBe(1);

    const pupil = await signIn(t.app, REVIEWED_PUPIL, DEMO_PASSWORD);
    const gate = (await call(t.app, 'GET', '/api/v1/careers/gate', { session: pupil })).json<TCareerGate>();
    const planId = gate.plans.EMPLOYMENT;
    if (!planId) throw new Error('no plan');
    const review = (
      await call(t.app, 'GET', `/api/v1/careers/plans/${planId}/review`, { session: pupil })
    ).json<TPlanReviewState>();
    expect(review.review?.reviewer.username).toBe('school.teacher');
    expect(review.comments).toHaveLength(1);
    const inbox = (await call(t.app, 'GET', '/api/v1/notifications', { session: pupil })).json<TNotificationPage>();
    // Both are written in one transaction, so their order in the list is not fixed.
    expect(
      inbox.items
        .filter((n) => n.type.startsWith('PLAN_'))
        .map((n) => n.type)
        .sort(),
    ).toEqual(['PLAN_COMMENTED', 'PLAN_REVIEWED']);

    // The teacher reaches it from the pupil's analytics page (the pupil is in a group they mentor).
    const [member] = await db
      .select({ id: organizationMemberships.id, organizationId: organizationMemberships.organizationId })
      .from(organizationMemberships)
      .innerJoin(users, eq(users.id, organizationMemberships.userId))
      .where(eq(users.username, REVIEWED_PUPIL));
    const teacher = await signIn(t.app, 'school.teacher', DEMO_PASSWORD);
    const mentorView = await call(
      t.app,
      'GET',
      `/api/v1/admin/organizations/${member!.organizationId}/analytics/students/${member!.id}/plans/${planId}`,
      { session: teacher },
    );
    expect(mentorView.statusCode, mentorView.body).toBe(200);
    expect(mentorView.json<TMentorPlan>().reviewState.comments).toHaveLength(1);

    const other = await signIn(t.app, REVIEW_PUPIL, DEMO_PASSWORD);
    const otherGate = (await call(t.app, 'GET', '/api/v1/careers/gate', { session: other })).json<TCareerGate>();
    expect(otherGate.analysisCompleted).toBe(true);
  }, 240_000);
});
