import {
  ZAddSubtaskBody,
  ZCareerGate,
  ZCreatePlanBody,
  ZCreatePlanResponse,
  ZPlanDetails,
  ZPlanListQuery,
  ZPlanPage,
  ZPlanReviewState,
  ZPlanSummary,
  ZProfessionOptionPage,
  ZProfessionOptionsQuery,
  ZSubtaskChange,
  ZUpdateSubtaskBody,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { ReportRenderer } from '../../ai/report-render.ts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { currentUser, requireAccess, requireOnboarded } from '../../plugins/access.ts';
import { planCalendar, planReport } from './plan-export.ts';
import { createPlanQueue } from './plan-queue.ts';
import { ownReviewState } from '../plan-reviews/plan-reviews.service.ts';
import {
  addSubtask,
  careerGate,
  changeSubtask,
  completePlan,
  reopenPlan,
  createPlan,
  listOwnPlans,
  planDetails,
  professionOptions,
  removePlan,
  removeSubtask,
  type CareersContext,
} from './careers.service.ts';

const tags = ['careers'];
const ZPlanParams = z.object({ id: z.string().max(64) });
const ZSubtaskParams = ZPlanParams.extend({ subtaskId: z.string().max(64) });
const ZPhaseParams = ZPlanParams.extend({ phaseId: z.string().max(64) });
const ZFile = z.any().describe('a file');
const ZExportQuery = z.object({ locale: z.enum(['ru', 'kk', 'en']).optional() });

/** Ids in paths are UUIDs; anything else names nothing. */
function ids<T extends Record<string, string>>(params: T): T {
  if (!Object.values(params).every(isUuid)) throw new AppError('NOT_FOUND', 404, 'Not found');
  return params;
}

/** Career roadmaps under /api/v1/careers: PRO only, as the route table says. */
export const careersRoutes: FastifyPluginCallbackZod<{ database: Database; reports: ReportRenderer }> = (
  app,
  { database, reports },
  done,
) => {
  const queue = createPlanQueue(database, app.log);
  app.addHook('onClose', async () => queue.close());
  const ctx: CareersContext = { db: database.db, queue };
  app.addHook('preHandler', requireOnboarded);
  app.addHook('preHandler', requireAccess('PRO_ONLY'));

  app.get('/gate', {
    schema: { tags, response: { 200: ZCareerGate, ...errorResponses(401, 403) } },
    handler: async (request) => careerGate(ctx, await currentUser(request)),
  });

  app.get('/professions', {
    schema: {
      tags,
      querystring: ZProfessionOptionsQuery,
      response: { 200: ZProfessionOptionPage, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => professionOptions(ctx, request.query),
  });

  app.post('/plans', {
    schema: {
      tags,
      body: ZCreatePlanBody,
      response: { 202: ZCreatePlanResponse, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply.code(202).send(await createPlan(ctx, await currentUser(request), request.body)),
  });

  app.get('/plans', {
    schema: { tags, querystring: ZPlanListQuery, response: { 200: ZPlanPage, ...errorResponses(400, 401, 403) } },
    handler: async (request) => listOwnPlans(ctx, await currentUser(request), request.query),
  });

  app.get('/plans/:id', {
    schema: { tags, params: ZPlanParams, response: { 200: ZPlanDetails, ...errorResponses(401, 403, 404) } },
    handler: async (request) => planDetails(ctx, await currentUser(request), ids(request.params).id),
  });

  app.get('/plans/:id/review', {
    schema: {
      tags,
      summary:
        "The mentor's review of the caller's own plan: who marked it reviewed and when, and the comments per phase",
      params: ZPlanParams,
      response: { 200: ZPlanReviewState, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => ownReviewState(ctx.db, await currentUser(request), ids(request.params).id),
  });

  app.post('/plans/:id/complete', {
    schema: { tags, params: ZPlanParams, response: { 200: ZPlanSummary, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => completePlan(ctx, await currentUser(request), ids(request.params).id),
  });

  app.post('/plans/:id/reopen', {
    schema: { tags, params: ZPlanParams, response: { 200: ZPlanSummary, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => reopenPlan(ctx, await currentUser(request), ids(request.params).id),
  });

  app.delete('/plans/:id', {
    schema: { tags, params: ZPlanParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
    handler: async (request, reply) => {
      await removePlan(ctx, await currentUser(request), ids(request.params).id);
      return reply.code(204).send(null);
    },
  });

  app.put('/plans/:id/subtasks/:subtaskId', {
    schema: {
      tags,
      params: ZSubtaskParams,
      body: ZUpdateSubtaskBody,
      response: { 200: ZSubtaskChange, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id, subtaskId } = ids(request.params);
      return changeSubtask(ctx, await currentUser(request), id, subtaskId, request.body);
    },
  });

  app.post('/plans/:id/phases/:phaseId/subtasks', {
    schema: {
      tags,
      params: ZPhaseParams,
      body: ZAddSubtaskBody,
      response: { 201: ZSubtaskChange, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { id, phaseId } = ids(request.params);
      return reply.code(201).send(await addSubtask(ctx, await currentUser(request), id, phaseId, request.body.title));
    },
  });

  app.delete('/plans/:id/subtasks/:subtaskId', {
    schema: { tags, params: ZSubtaskParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
    handler: async (request, reply) => {
      const { id, subtaskId } = ids(request.params);
      await removeSubtask(ctx, await currentUser(request), id, subtaskId);
      return reply.code(204).send(null);
    },
  });

  app.get('/plans/:id/report.pdf', {
    schema: {
      tags,
      params: ZPlanParams,
      querystring: ZExportQuery,
      produces: ['application/pdf'],
      response: { 200: ZFile, ...errorResponses(401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      const me = await currentUser(request);
      const pdf = await planReport(ctx, reports, me, ids(request.params).id, request.query.locale);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', 'attachment; filename="bagdar-roadmap.pdf"')
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });

  app.get('/plans/:id/calendar.ics', {
    schema: {
      tags,
      params: ZPlanParams,
      querystring: ZExportQuery,
      produces: ['text/calendar'],
      response: { 200: ZFile, ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const me = await currentUser(request);
      const ics = await planCalendar(ctx, me, ids(request.params).id, request.query.locale);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="bagdar-roadmap.ics"')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(ics, 'utf8'));
    },
  });
  done();
};
