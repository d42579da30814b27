import {
  ZAdminTest,
  ZAdminTestSummary,
  ZFeedbackSummary,
  ZOkResponse,
  ZTestCategory,
  ZTestCategoryBody,
  ZTestDraftBody,
  ZTestRemoval,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { requireCatalogAdmin } from '../../plugins/catalog-admin-access.ts';
import {
  categories,
  createCategory,
  createTest,
  feedbackSummary,
  getAdminTestHeld,
  listAdminTests,
  publishTest,
  removeCategory,
  removeTest,
  saveCategory,
  saveTest,
  unpublishTest,
} from './tests-admin.service.ts';
import { testCatalogCacheOf } from './test-catalog-cache.ts';

const tags = ['admin-tests'];
const ZIdParams = z.object({ id: z.string().max(64) });

/** The test editor under /api/v1/admin (SUPER_ADMIN and MINISTRY). */
export const testsAdminRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  const catalog = testCatalogCacheOf(app);
  app.addHook('preHandler', requireCatalogAdmin);

  app.get('/tests', {
    schema: { tags, response: { 200: z.object({ items: z.array(ZAdminTestSummary) }), ...errorResponses(401, 403) } },
    handler: async () => listAdminTests(db),
  });

  app.post('/tests', {
    schema: { tags, body: ZTestDraftBody, response: { 201: ZAdminTest, ...errorResponses(400, 401, 403, 409) } },
    handler: async (request, reply) => reply.code(201).send(await createTest(db, request.body)),
  });

  app.get('/tests/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZAdminTest, ...errorResponses(401, 403, 404) } },
    handler: async (request) => getAdminTestHeld(db, catalog, request.params.id),
  });

  app.put('/tests/:id', {
    schema: {
      tags,
      params: ZIdParams,
      body: ZTestDraftBody,
      response: { 200: ZAdminTest, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => saveTest(db, request.params.id, request.body),
  });

  app.post('/tests/:id/publish', {
    schema: { tags, params: ZIdParams, response: { 200: ZAdminTest, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => publishTest(db, request.params.id),
  });

  app.post('/tests/:id/unpublish', {
    schema: {
      tags,
      summary: 'Takes a published test out of the catalogue (a draft again; attempts and results stay)',
      params: ZIdParams,
      response: { 200: ZAdminTest, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => unpublishTest(db, request.params.id),
  });

  app.delete('/tests/:id', {
    schema: {
      tags,
      summary:
        'Deletes a test nobody has taken; one with attempts is archived (gone from the catalogue and the editor)',
      params: ZIdParams,
      response: { 200: ZTestRemoval, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => removeTest(db, request.params.id),
  });

  app.get('/tests/:id/feedback', {
    schema: { tags, params: ZIdParams, response: { 200: ZFeedbackSummary, ...errorResponses(401, 403, 404) } },
    handler: async (request) => feedbackSummary(db, request.params.id),
  });

  app.get('/test-categories', {
    schema: { tags, response: { 200: z.object({ items: z.array(ZTestCategory) }), ...errorResponses(401, 403) } },
    handler: async () => categories(db),
  });

  app.post('/test-categories', {
    schema: {
      tags,
      body: ZTestCategoryBody,
      response: { 201: ZTestCategory, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await createCategory(db, request.body)),
  });

  app.put('/test-categories/:id', {
    schema: {
      tags,
      summary: "Renames or reorders a category; 409 key_taken when the key is another category's",
      params: ZIdParams,
      body: ZTestCategoryBody,
      response: { 200: ZTestCategory, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => saveCategory(db, request.params.id, request.body),
  });

  app.delete('/test-categories/:id', {
    schema: {
      tags,
      summary: 'Deletes a category; its tests stay, without it',
      params: ZIdParams,
      response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      await removeCategory(db, request.params.id);
      return { ok: true as const };
    },
  });
  done();
};
