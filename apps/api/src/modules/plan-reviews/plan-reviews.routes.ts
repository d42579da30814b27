import { ZMentorPlan, ZPlanComment, ZPlanCommentBody, ZPlanReviewState } from '@bagdar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { requireAdmin } from '../../plugins/access.ts';
import { assertCleanPath } from '../../plugins/input-gate.ts';
import { isPlatform, notAllowed, orgActor } from '../organizations/org-access.ts';
import { commentOnPhase, markReviewed, mentorPlan } from './plan-reviews.service.ts';

const tags = ['plan reviews'];
const ZPlanParams = z.object({ id: z.string().max(64), studentId: z.string().max(64), planId: z.string().max(64) });
const PLAN = '/:id/analytics/students/:studentId/plans/:planId';

const refOf = (params: z.infer<typeof ZPlanParams>) => ({
  organizationId: params.id,
  memberId: params.studentId,
  planId: params.planId,
});

/**
 * Writing a review is for the organisation's own teachers, staff and admins; a platform admin reads
 * only (403), another organisation's admin gets 404. Runs before validation, so who asks is checked
 * before what they sent.
 */
export async function requirePlanReviewer(request: FastifyRequest): Promise<void> {
  assertCleanPath(request);
  const id = (request.params as { id?: unknown }).id;
  if (isPlatform(await orgActor(request, typeof id === 'string' ? id : ''))) throw notAllowed();
}

/**
 * A mentor's review of a student's career plan, under /api/v1/admin/organizations (beside the
 * student's analytics page it is opened from). studentId is the membership id, as on that page.
 */
export const planReviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await Promise.resolve();
  app.addHook('preHandler', requireAdmin);

  app.get(PLAN, {
    schema: {
      tags,
      summary: "A student's career plan, read-only, with its review and the comments on its phases",
      description:
        "For the organisation's staff and admins (any student) and its teachers (students of the groups they " +
        'mentor); platform admins read too. Another organisation, a student outside the teacher\u2019s groups, or a ' +
        'plan that is not this student\u2019s: 404.',
      params: ZPlanParams,
      response: { 200: ZMentorPlan, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => mentorPlan(db, await orgActor(request, request.params.id), refOf(request.params)),
  });

  app.post(`${PLAN}/comments`, {
    preHandler: requirePlanReviewer,
    schema: {
      tags,
      summary: 'Comments on one phase of the plan; the student is notified',
      description:
        'The body is 1\u20131000 characters after trimming (400 otherwise, nothing stored). A phase of another plan: 404. ' +
        'A plan still being built: 409.',
      params: ZPlanParams,
      body: ZPlanCommentBody,
      response: { 201: ZPlanComment, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await commentOnPhase(db, await orgActor(request, request.params.id), refOf(request.params), request.body),
        ),
  });

  app.post(`${PLAN}/review`, {
    preHandler: requirePlanReviewer,
    schema: {
      tags,
      summary: 'Marks the plan reviewed by the caller now; the student is notified and sees who and when',
      description: 'Marking it again replaces the earlier reviewer and date. A plan still being built: 409.',
      params: ZPlanParams,
      response: { 200: ZPlanReviewState, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request) => markReviewed(db, await orgActor(request, request.params.id), refOf(request.params)),
  });
};
