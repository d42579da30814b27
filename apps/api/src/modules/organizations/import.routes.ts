import { ORG_LIMITS, ZImportJob, ZImportPreview, ZImportResult } from '@bagdar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import type { JobSender } from '../../plugins/jobs.ts';
import { getImportJob, queueImportJob, type ImportJobData } from './import-jobs.ts';
import { checkedRows, importTemplate, previewImport, writeRows } from './import.service.ts';
import { assertCanWrite, orgActor, requireOrgWriter } from './org-access.ts';
import { tags, ZFile, ZImportParams, ZJobParams, ZLang } from './route-schemas.ts';
import { sendXlsx } from './xlsx-io.ts';

/** The uploaded xlsx (multipart field "file") as bytes; 413 past the size limit. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file().catch(() => undefined);
  if (!file)
    throw new AppError('IMPORT_FILE_INVALID', 400, 'Attach an xlsx file in the field "file"', { reason: 'missing' });
  const buffer = await file.toBuffer().catch((err: unknown) => {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'The file is too large', {
        meta: { maxBytes: String(ORG_LIMITS.importFileBytes) },
      });
    }
    throw err;
  });
  return buffer;
}

/**
 * The xlsx import of members: the template, a preview of every row, the all-or-nothing commit
 * (inline, or a background job sent to `importQueue`) and the job's progress. The multipart parser
 * is registered by organizationsRoutes, which owns the queue.
 */
export const importRoutes: FastifyPluginAsyncZod<{
  db: Db;
  database: Database;
  importQueue: JobSender<ImportJobData>;
}> = async (app, { db, database, importQueue }) => {
  await Promise.resolve();
  app.get('/:id/import/:role/template', {
    schema: {
      tags,
      summary: 'The import template (xlsx) in the interface language',
      params: ZImportParams,
      querystring: ZLang,
      response: { 200: ZFile, ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      await orgActor(request, request.params.id);
      return sendXlsx(
        reply,
        `template-${request.params.role.toLowerCase()}`,
        await importTemplate(request.params.role, request.query.lang),
      );
    },
  });
  app.post('/:id/import/:role/preview', {
    preHandler: requireOrgWriter,
    schema: {
      tags,
      summary:
        'Every row of the file with its errors, and whether the licence has seats for them (multipart field "file")',
      consumes: ['multipart/form-data'],
      params: ZImportParams,
      response: { 200: ZImportPreview, ...errorResponses(400, 401, 403, 404, 413) },
    },
    handler: async (request) => {
      const who = await orgActor(request, request.params.id);
      return previewImport(db, who, request.params.id, request.params.role, await uploadedFile(request));
    },
  });
  app.post('/:id/import/:role/commit', {
    preHandler: requireOrgWriter,
    schema: {
      tags,
      summary:
        'Imports every row or none (multipart field "file"): inline (201) up to ORG_LIMITS.importInlineRowsMax rows, else as a background job (202) to poll; 409 SEATS_EXCEEDED when the students would pass the licence\'s seats',
      consumes: ['multipart/form-data'],
      params: ZImportParams,
      response: { 201: ZImportResult, 202: ZImportJob, ...errorResponses(400, 401, 403, 404, 409, 413) },
    },
    handler: async (request, reply) => {
      const { id, role } = request.params;
      const who = await orgActor(request, id);
      assertCanWrite(who, role);
      const buffer = await uploadedFile(request);
      const rows = await checkedRows(db, id, role, buffer);
      if (rows.length > ORG_LIMITS.importInlineRowsMax) {
        const send = (data: ImportJobData) =>
          importQueue.send(data, { retryLimit: 2, retryDelay: 30, expireInSeconds: 900 });
        return reply.code(202).send(await queueImportJob(database, send, who, id, role, buffer, rows.length));
      }
      return reply.code(201).send(await db.transaction((tx) => writeRows(tx, id, role, rows)));
    },
  });
  app.get('/:id/import/jobs/:jobId', {
    preHandler: requireOrgWriter,
    schema: {
      tags,
      summary: 'A background import: status, rows written of total, and why it failed',
      params: ZJobParams,
      response: { 200: ZImportJob, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) =>
      getImportJob(database, await orgActor(request, request.params.id), request.params.id, request.params.jobId),
  });
};
