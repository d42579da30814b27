import {
  ZAnswerBody,
  ZAnswerSaved,
  ZAttempt,
  ZAttemptResult,
  ZFeedbackBody,
  ZOkResponse,
  ZTestDetail,
  ZTestList,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireOnboarded } from '../../plugins/access.ts';
import { attemptResult, currentAttempt, finishAttempt, saveAnswer, startAttempt } from './attempt.service.ts';
import { submitFeedback } from './feedback.service.ts';
import { testCatalogCacheOf } from './test-catalog-cache.ts';
import { getTestDetail, listTests } from './test-catalog.service.ts';

const tags = ['tests'];
const ZTestParams = z.object({ testId: z.string().max(64) });
const ZAttemptParams = ZTestParams.extend({ attemptId: z.string().max(64) });
const ZAnswerParams = ZAttemptParams.extend({ questionId: z.string().max(64) });

/** The test engine for users under /api/v1/tests. */
export const testsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  const catalog = testCatalogCacheOf(app);
  app.addHook('preHandler', requireOnboarded);

  app.get('/', {
    schema: { tags, response: { 200: ZTestList, ...errorResponses(401, 403) } },
    handler: async (request) => listTests(db, catalog, await currentUser(request)),
  });

  app.get('/:testId', {
    schema: { tags, params: ZTestParams, response: { 200: ZTestDetail, ...errorResponses(401, 403, 404) } },
    handler: async (request) => getTestDetail(db, catalog, await currentUser(request), request.params.testId),
  });

  app.post('/:testId/attempts', {
    schema: {
      tags,
      params: ZTestParams,
      response: { 200: ZAttempt, 201: ZAttempt, ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { attempt, created } = await startAttempt(db, await currentUser(request), request.params.testId);
      return reply.code(created ? 201 : 200).send(attempt);
    },
  });

  app.get('/:testId/attempts/current', {
    schema: { tags, params: ZTestParams, response: { 200: ZAttempt, ...errorResponses(401, 403, 404) } },
    handler: async (request) => currentAttempt(db, catalog, await currentUser(request), request.params.testId),
  });

  app.put('/:testId/attempts/:attemptId/answers/:questionId', {
    schema: {
      tags,
      params: ZAnswerParams,
      body: ZAnswerBody,
      response: { 200: ZAnswerSaved, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => saveAnswer(db, catalog, await currentUser(request), request.params, request.body),
  });

  app.post('/:testId/attempts/:attemptId/finish', {
    schema: {
      tags,
      params: ZAttemptParams,
      response: { 200: ZAttemptResult, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { testId, attemptId } = request.params;
      return finishAttempt(db, catalog, await currentUser(request), testId, attemptId);
    },
  });

  app.get('/:testId/attempts/:attemptId/result', {
    schema: { tags, params: ZAttemptParams, response: { 200: ZAttemptResult, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      const { testId, attemptId } = request.params;
      return attemptResult(db, catalog, await currentUser(request), testId, attemptId);
    },
  });

  app.post('/:testId/feedback', {
    schema: {
      tags,
      params: ZTestParams,
      body: ZFeedbackBody,
      response: { 200: ZOkResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await submitFeedback(db, await currentUser(request), request.params.testId, request.body);
      return { ok: true as const };
    },
  });
  done();
};
