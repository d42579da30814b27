import multipart from '@fastify/multipart';
import {
  ADMISSION_LIMITS,
  UI_LANGUAGES,
  ZAdmissionAuditEntry,
  ZAdmissionRule,
  ZAdmissionRuleBody,
  ZAdmissionRuleQuery,
  ZCutoffImportResult,
  ZGop,
  ZGopCutoff,
  ZGopCutoffBody,
  ZGopCutoffQuery,
  ZImportPreview,
  ZOkResponse,
  ZPage,
  ZPageQuery,
} from '@bagdar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/access.ts';
import { requireCatalogAdmin } from '../../plugins/catalog-admin-access.ts';
import { sendXlsx } from '../organizations/xlsx-io.ts';
import {
  commitCutoffImport,
  createCutoff,
  cutoffTemplate,
  deleteCutoff,
  editCutoff,
  editRule,
  exportCutoffs,
  listAudit,
  listCutoffs,
  listGops,
  listRules,
  previewCutoffImport,
} from './admission.service.ts';

const tags = ['admission'];
const ZIdParams = z.object({ id: z.string().max(64) });
const ZLang = z.object({ lang: z.enum(UI_LANGUAGES).default('ru') });
const ZExportQuery = ZLang.extend({ year: z.coerce.number().int().min(2000).max(2100).optional() });
const ZFile = z.any().describe('an xlsx workbook');

/** The uploaded xlsx (multipart field "file") as bytes; 413 past the size limit. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file().catch(() => undefined);
  if (!file) {
    throw new AppError('IMPORT_FILE_INVALID', 400, 'Attach an xlsx file in the field "file"', { reason: 'missing' });
  }
  return file.toBuffer().catch((err: unknown) => {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'The file is too large', {
        meta: { maxBytes: String(ADMISSION_LIMITS.importFileBytes) },
      });
    }
    throw err;
  });
}

/**
 * Kazakhstan's admission rules and GOP grant cut-offs for platform admins (SUPER_ADMIN, MINISTRY)
 * under /api/v1/admin/admission: list, edit one row, import a year's cut-offs from xlsx (preview,
 * then all rows or none), export, and the audit of every change (decision record 019).
 */
export const admissionAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Called after a request that may have changed the rules, GOPs or cut-offs, before it answers. */
  onWrite?: () => void;
}> = async (app, { db, onWrite }) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 2, headerPairs: 100, fileSize: ADMISSION_LIMITS.importFileBytes },
  });
  app.addHook('preHandler', requireCatalogAdmin);
  // The handler's transaction has committed when its answer is sent: the next analysis of this
  // process reads the change without waiting for the triggers' notification.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') onWrite?.();
    return payload;
  });
  const actor = async (request: FastifyRequest) => (await currentUser(request)).id;

  app.get('/rules', {
    schema: {
      tags,
      summary: 'The admission rules (UNT maximum, thresholds, subject minimums) with their sources, newest year first',
      querystring: ZAdmissionRuleQuery,
      response: { 200: z.array(ZAdmissionRule), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listRules(db, request.query.year),
  });
  app.put('/rules/:id', {
    schema: {
      tags,
      summary: 'Edits one rule: its score and source (a figure without a source must be marked sample); audited',
      params: ZIdParams,
      body: ZAdmissionRuleBody,
      response: { 200: ZAdmissionRule, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => editRule(db, await actor(request), request.params.id, request.body),
  });
  app.get('/gops', {
    schema: {
      tags,
      summary: 'The groups of educational programmes with their profile-subject pair and years of cut-offs',
      response: { 200: z.array(ZGop), ...errorResponses(401, 403) },
    },
    handler: async () => listGops(db),
  });
  app.get('/cutoffs', {
    schema: {
      tags,
      summary: 'GOP grant cut-offs by year and competition, newest year first',
      querystring: ZGopCutoffQuery,
      response: { 200: ZPage(ZGopCutoff), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listCutoffs(db, request.query),
  });
  app.post('/cutoffs', {
    schema: {
      tags,
      summary: 'Adds one cut-off; 409 cutoff_duplicate for an existing (GOP, year, competition); audited',
      body: ZGopCutoffBody,
      response: { 201: ZGopCutoff, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await createCutoff(db, await actor(request), request.body)),
  });
  app.put('/cutoffs/:id', {
    schema: {
      tags,
      summary: 'Edits one cut-off (figure, key and source); audited',
      params: ZIdParams,
      body: ZGopCutoffBody,
      response: { 200: ZGopCutoff, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => editCutoff(db, await actor(request), request.params.id, request.body),
  });
  app.delete('/cutoffs/:id', {
    schema: {
      tags,
      summary: 'Deletes one cut-off; audited',
      params: ZIdParams,
      response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      await deleteCutoff(db, await actor(request), request.params.id);
      return { ok: true } as const;
    },
  });
  app.get('/cutoffs/template', {
    schema: {
      tags,
      summary: 'The cut-off import template (xlsx) in the interface language',
      querystring: ZLang,
      response: { 200: ZFile, ...errorResponses(401, 403) },
    },
    handler: async (request, reply) =>
      sendXlsx(reply, 'gop-cutoffs-template', await cutoffTemplate(request.query.lang)),
  });
  app.get('/cutoffs/export', {
    schema: {
      tags,
      summary: 'The cut-offs (one year, or all) as xlsx with the import columns',
      querystring: ZExportQuery,
      response: { 200: ZFile, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) =>
      sendXlsx(
        reply,
        `gop-cutoffs${request.query.year ? `-${request.query.year}` : ''}`,
        await exportCutoffs(db, request.query.lang, request.query.year),
      ),
  });
  app.post('/cutoffs/import/preview', {
    schema: {
      tags,
      summary: 'Every row of the file with its errors (multipart field "file"); nothing is written',
      consumes: ['multipart/form-data'],
      response: { 200: ZImportPreview, ...errorResponses(400, 401, 403, 413) },
    },
    handler: async (request) => previewCutoffImport(db, await uploadedFile(request)),
  });
  app.post('/cutoffs/import/commit', {
    schema: {
      tags,
      summary:
        'Imports every row or none (multipart field "file"): 400 IMPORT_HAS_ERRORS if any row is bad; an existing (GOP, year, competition) is replaced; audited',
      consumes: ['multipart/form-data'],
      response: { 201: ZCutoffImportResult, ...errorResponses(400, 401, 403, 413) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await commitCutoffImport(db, await actor(request), await uploadedFile(request))),
  });
  app.get('/audit', {
    schema: {
      tags,
      summary: 'Who changed which admission figure when, newest first',
      querystring: ZPageQuery,
      response: { 200: ZPage(ZAdmissionAuditEntry), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listAudit(db, request.query),
  });
};
