import type { EnrollmentExplainer } from '../../ai/enrollment-explanation.ts';
import {
  ZEnrollmentAnalysis,
  ZEnrollmentAnalysisBody,
  ZEnrollmentAnalysisSummary,
  ZEnrollmentResult,
  ZInstitution,
  ZInstitutionBody,
  ZInstitutionFit,
  ZInstitutionQuery,
  ZInstitutionSummary,
  ZMajor,
  ZMajorBody,
  ZOkResponse,
  ZPage,
  ZPageQuery,
  ZWhatIfBody,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AdmissionSource } from './enrollment.service.ts';
import { jsonSerializer } from './enrollment-json.ts';
import { sendJsonText } from '../../lib/json-text-reply.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { READER_ORDER_DESCRIPTION, readerLanguage } from '../../lib/reader-language.ts';
import { currentUser, requireAccess, requireOnboarded } from '../../plugins/access.ts';
import { requireCatalogAdmin } from '../../plugins/catalog-admin-access.ts';
import {
  createEnrollmentAnalysisJson,
  getEnrollmentAnalysisJson,
  institutionFit,
  listEnrollmentAnalyses,
  whatIf,
} from './enrollment.service.ts';
import {
  addMajor,
  createInstitution,
  getInstitution,
  listInstitutions,
  removeInstitution,
  removeMajor,
  saveInstitution,
  saveMajor,
} from './institutions.service.ts';

const ZIdParams = z.object({ id: z.string().max(64) });
const ZMajorParams = z.object({ id: z.string().max(64), majorId: z.string().max(64) });
const ok = { ok: true } as const;

/** The PRO catalogue and the enrollment analysis: /api/v1/institutions and /api/v1/enrollment-analyses. */
export const institutionsRoutes: FastifyPluginCallbackZod<{
  db: Db;
  explainer?: EnrollmentExplainer;
  /** The admission rules, GOPs and cut-offs (this process's cache). */
  admission: AdmissionSource;
  /** Every enrollment answer is also serialized by Zod and compared (tests). */
  crossCheck: boolean;
}> = (app, { db, explainer, admission, crossCheck }, done) => {
  // The enrollment answers are written by enrollment-json.ts and sent as JSON text (the schemas
  // below still describe them); their unions keep them off the compiled serializer.
  const analysisJson = jsonSerializer(ZEnrollmentAnalysis);
  const resultJson = jsonSerializer(ZEnrollmentResult);
  const fitJson = jsonSerializer(ZInstitutionFit);
  app.addHook('preHandler', requireOnboarded);
  app.addHook('preHandler', requireAccess('PRO_ONLY'));
  const tags = ['institutions'];

  app.get('/institutions', {
    schema: {
      tags,
      description: READER_ORDER_DESCRIPTION,
      querystring: ZInstitutionQuery,
      response: { 200: ZPage(ZInstitutionSummary), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listInstitutions(db, request.query, readerLanguage(request.headers['accept-language'])),
  });
  app.get('/institutions/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZInstitution, ...errorResponses(401, 403, 404) } },
    handler: async (request) => getInstitution(db, request.params.id),
  });
  app.get('/institutions/:id/fit', {
    schema: { tags, params: ZIdParams, response: { 200: ZInstitutionFit, ...errorResponses(401, 403, 404) } },
    handler: async (request, reply) =>
      sendJsonText(
        reply,
        fitJson(await institutionFit(db, (await currentUser(request)).id, request.params.id, admission)),
        crossCheck,
      ),
  });

  app.post('/enrollment-analyses', {
    schema: {
      tags,
      body: ZEnrollmentAnalysisBody,
      response: { 201: ZEnrollmentAnalysis, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) =>
      sendJsonText(
        reply.code(201),
        await createEnrollmentAnalysisJson(db, (await currentUser(request)).id, request.body, explainer, admission),
        crossCheck,
      ),
  });
  app.get('/enrollment-analyses', {
    schema: {
      tags,
      querystring: ZPageQuery,
      response: { 200: ZPage(ZEnrollmentAnalysisSummary), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listEnrollmentAnalyses(db, (await currentUser(request)).id, request.query),
  });
  app.get('/enrollment-analyses/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZEnrollmentAnalysis, ...errorResponses(401, 403, 404) } },
    handler: async (request, reply) =>
      sendJsonText(
        reply,
        await getEnrollmentAnalysisJson(
          db,
          (await currentUser(request)).id,
          request.params.id,
          admission,
          analysisJson,
        ),
        crossCheck,
      ),
  });
  app.post('/enrollment-analyses/:id/what-if', {
    schema: {
      tags,
      params: ZIdParams,
      body: ZWhatIfBody,
      response: { 200: ZEnrollmentResult, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) =>
      sendJsonText(
        reply,
        resultJson(
          await whatIf(db, (await currentUser(request)).id, request.params.id, request.body.scores, admission),
        ),
        crossCheck,
      ),
  });
  done();
};

/** Admin CRUD of institutions and their majors under /api/v1/admin (SUPER_ADMIN and MINISTRY). */
export const institutionsAdminRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preHandler', requireCatalogAdmin);
  const tags = ['admin-institutions'];

  app.get('/institutions', {
    schema: {
      tags,
      description: READER_ORDER_DESCRIPTION,
      querystring: ZInstitutionQuery,
      response: { 200: ZPage(ZInstitutionSummary), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listInstitutions(db, request.query, readerLanguage(request.headers['accept-language'])),
  });
  app.post('/institutions', {
    schema: { tags, body: ZInstitutionBody, response: { 201: ZInstitution, ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) =>
      reply.code(201).send(await createInstitution(db, (await currentUser(request)).id, request.body)),
  });
  app.get('/institutions/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZInstitution, ...errorResponses(401, 403, 404) } },
    handler: async (request) => getInstitution(db, request.params.id),
  });
  app.put('/institutions/:id', {
    schema: {
      tags,
      params: ZIdParams,
      body: ZInstitutionBody,
      response: { 200: ZInstitution, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => saveInstitution(db, (await currentUser(request)).id, request.params.id, request.body),
  });
  app.delete('/institutions/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await removeInstitution(db, request.params.id);
      return ok;
    },
  });
  app.post('/institutions/:id/majors', {
    schema: {
      tags,
      params: ZIdParams,
      body: ZMajorBody,
      response: { 201: ZMajor, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await addMajor(db, request.params.id, request.body)),
  });
  app.put('/institutions/:id/majors/:majorId', {
    schema: {
      tags,
      params: ZMajorParams,
      body: ZMajorBody,
      response: { 200: ZMajor, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => saveMajor(db, request.params.id, request.params.majorId, request.body),
  });
  app.delete('/institutions/:id/majors/:majorId', {
    schema: { tags, params: ZMajorParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await removeMajor(db, request.params.id, request.params.majorId);
      return ok;
    },
  });
  done();
};
