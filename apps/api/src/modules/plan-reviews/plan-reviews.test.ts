import type { TMentorPlan, TNotificationPage, TPlanComment, TPlanReviewState } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { careerPlanPhases } from '../../db/schema/careers.ts';
import { organizationMemberships } from '../../db/schema/organizations.ts';
import { careerPlanComments, careerPlanReviews } from '../../db/schema/plan-reviews.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createUser } from '../../test/factories.ts';
import { createGroupRow, createMember, createOrganization } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { storeSyntheticPlan } from '../careers/careers-test-helpers.ts';

const ctx = useTestApp();
const db = (): Db => ctx.testDb.database.db;
const session = (m: { username: string; password: string }) => signIn(ctx.app, m.username, m.password);

/**
 * A school with a teacher mentoring 10A, a teacher of 10B, staff, a PRO student in 10A with a built
 * plan, and a second organisation's admin.
 */
async function school() {
  const org = await createOrganization(db());
  const other = await createOrganization(db());
  const mentor = await createMember(db(), org.id, 'ORG_TEACHER');
  const otherTeacher = await createMember(db(), org.id, 'ORG_TEACHER');
  const staff = await createMember(db(), org.id, 'ORG_STAFF');
  const otherAdmin = await createMember(db(), other.id, 'ORG_ADMIN');
  const a = await createGroupRow(db(), org.id, '10A', mentor.membershipId);
  await createGroupRow(db(), org.id, '10B', otherTeacher.membershipId);
  const student = await createUser(db(), { tier: 'PRO' });
  const [membership] = await db()
    .insert(organizationMemberships)
    .values({ organizationId: org.id, userId: student.user.id, role: 'ORG_STUDENT', status: 'ACTIVE', groupId: a.id })
    .returning();
  const planId = await storeSyntheticPlan(db(), student.user.id, { phases: 2, subtasks: 2 });
  const phases = await db().select().from(careerPlanPhases).where(eq(careerPlanPhases.planId, planId));
  const phaseId = phases.find((p) => p.position === 0)!.id;
  const url = `/api/v1/admin/organizations/${org.id}/analytics/students/${membership!.id}/plans/${planId}`;
  return {
    org,
    other,
    mentor,
    otherTeacher,
    staff,
    otherAdmin,
    student,
    memberId: membership!.id,
    planId,
    phaseId,
    url,
  };
}

const stored = async () => ({
  comments: (await db().select().from(careerPlanComments)).length,
  reviews: (await db().select().from(careerPlanReviews)).length,
  notifications: (await db().select().from(notifications)).length,
});

describe('mentor review of a career plan', () => {
  it('lets the group mentor read the plan, comment on a phase and mark it reviewed; the student is notified and sees it', async () => {
    const s = await school();
    const mentor = await session(s.mentor);

    const read = await call(ctx.app, 'GET', s.url, { session: mentor });
    expect(read.statusCode, read.body).toBe(200);
    const view = read.json<TMentorPlan>();
    expect(view.plan.id).toBe(s.planId);
    expect(view.plan.phases).toHaveLength(2);
    expect(view.reviewState).toEqual({ review: null, comments: [] });

    const comment = await call(ctx.app, 'POST', `${s.url}/comments`, {
      session: mentor,
      body: { phaseId: s.phaseId, body: '  Начни с задач по алгебре.  ' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json<TPlanComment>()).toMatchObject({
      phaseId: s.phaseId,
      body: 'Начни с задач по алгебре.',
      author: { username: s.mentor.username },
    });

    const reviewed = await call(ctx.app, 'POST', `${s.url}/review`, { session: mentor });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json<TPlanReviewState>().review?.reviewer.username).toBe(s.mentor.username);

    const student = await session(s.student);
    const own = await call(ctx.app, 'GET', `/api/v1/careers/plans/${s.planId}/review`, { session: student });
    expect(own.statusCode, own.body).toBe(200);
    const state = own.json<TPlanReviewState>();
    expect(state.review?.reviewer.username).toBe(s.mentor.username);
    expect(Date.parse(state.review!.reviewedAt)).not.toBeNaN();
    expect(state.comments.map((c) => [c.phaseId, c.body])).toEqual([[s.phaseId, 'Начни с задач по алгебре.']]);

    const inbox = (await call(ctx.app, 'GET', '/api/v1/notifications', { session: student })).json<TNotificationPage>();
    expect(inbox.items.map((n) => [n.type, n.data.planId, n.actor?.username])).toEqual([
      ['PLAN_REVIEWED', s.planId, s.mentor.username],
      ['PLAN_COMMENTED', s.planId, s.mentor.username],
    ]);
    expect(inbox.items[1]?.data.excerpt).toBe('Начни с задач по алгебре.');
  });

  it('lets the organisation staff review; a later review replaces the reviewer', async () => {
    const s = await school();
    expect((await call(ctx.app, 'POST', `${s.url}/review`, { session: await session(s.mentor) })).statusCode).toBe(200);
    const byStaff = await call(ctx.app, 'POST', `${s.url}/review`, { session: await session(s.staff) });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json<TPlanReviewState>().review?.reviewer.username).toBe(s.staff.username);
    expect((await stored()).reviews).toBe(1);
  });

  it('answers 404 to a teacher of another group and to another organisation, and changes nothing', async () => {
    const s = await school();
    for (const who of [s.otherTeacher, s.otherAdmin]) {
      const token = await session(who);
      expect((await call(ctx.app, 'GET', s.url, { session: token })).statusCode).toBe(404);
      const comment = await call(ctx.app, 'POST', `${s.url}/comments`, {
        session: token,
        body: { phaseId: s.phaseId, body: 'Хорошо' },
      });
      expect(comment.statusCode).toBe(404);
      expect((await call(ctx.app, 'POST', `${s.url}/review`, { session: token })).statusCode).toBe(404);
    }
    expect(await stored()).toEqual({ comments: 0, reviews: 0, notifications: 0 });
  });

  it("answers 404 for another organisation's student reached through one's own organisation", async () => {
    const s = await school();
    const outsider = await createMember(db(), s.other.id, 'ORG_STUDENT');
    const outsiderPlan = await storeSyntheticPlan(db(), outsider.user.id, { phases: 1, subtasks: 1 });
    const [phase] = await db().select().from(careerPlanPhases).where(eq(careerPlanPhases.planId, outsiderPlan));
    const token = await session(s.staff);
    const viaOwnOrg = `/api/v1/admin/organizations/${s.org.id}/analytics/students/${outsider.membershipId}/plans/${outsiderPlan}`;
    const comment = await call(ctx.app, 'POST', `${viaOwnOrg}/comments`, {
      session: token,
      body: { phaseId: phase!.id, body: 'Хорошо' },
    });
    expect(comment.statusCode).toBe(404);
    // Another student's plan named under this student, and another plan's phase, are not found either.
    const foreignPlan = s.url.replace(s.planId, outsiderPlan);
    expect((await call(ctx.app, 'GET', foreignPlan, { session: token })).statusCode).toBe(404);
    const foreignPhase = await call(ctx.app, 'POST', `${s.url}/comments`, {
      session: token,
      body: { phaseId: phase!.id, body: 'Хорошо' },
    });
    expect(foreignPhase.statusCode).toBe(404);
    expect(await stored()).toEqual({ comments: 0, reviews: 0, notifications: 0 });
  });

  it('refuses the student reviewing their own plan', async () => {
    const s = await school();
    const token = await session(s.student);
    expect((await call(ctx.app, 'GET', s.url, { session: token })).statusCode).toBe(403);
    expect((await call(ctx.app, 'POST', `${s.url}/review`, { session: token })).statusCode).toBe(403);
    expect(await stored()).toEqual({ comments: 0, reviews: 0, notifications: 0 });
  });

  it('refuses an empty or too long comment with a validation error and stores nothing', async () => {
    const s = await school();
    const token = await session(s.mentor);
    for (const body of ['   ', 'я'.repeat(1001)]) {
      const response = await call(ctx.app, 'POST', `${s.url}/comments`, {
        session: token,
        body: { phaseId: s.phaseId, body },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string; details?: { field: string }[] }>()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ field: 'body' })],
      });
    }
    expect(await stored()).toEqual({ comments: 0, reviews: 0, notifications: 0 });
  });
});
