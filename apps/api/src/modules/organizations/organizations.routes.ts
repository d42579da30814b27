import multipart from '@fastify/multipart';
import {
  IMPORT_ROLES,
  isSuperAdminLevel,
  ORG_LIMITS,
  UI_LANGUAGES,
  ZActivationBody,
  ZActivationResult,
  ZAdminCreateBody,
  ZAdminCreated,
  ZGroup,
  ZGroupBody,
  ZImportJob,
  ZImportPreview,
  ZCurrentCodes,
  ZImportResult,
  ZIssueCodesBody,
  ZIssuedCodes,
  ZMember,
  ZMemberFilters,
  ZMemberListQuery,
  ZMemberUpdateBody,
  ZOkResponse,
  ZOrganization,
  ZOrganizationBody,
  ZOrganizationListQuery,
  ZPage,
} from '@bagdar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireAdmin } from '../../plugins/access.ts';
import { createJobSender } from '../../plugins/jobs.ts';
import { activate } from './activation.service.ts';
import { exportCodes, exportMembers } from './export.service.ts';
import { createGroup, editGroup, groupsOf, removeGroup } from './groups.service.ts';
import { finishedJobMembers, getImportJob, IMPORT_QUEUE, queueImportJob, type ImportJobData } from './import-jobs.ts';
import { checkedRows, importTemplate, previewImport, writeRows } from './import.service.ts';
import {
  changeMember,
  createAdmin,
  currentCodes,
  getMember,
  importJobCodes,
  importJobCurrentCodes,
  listMembers,
  reissueCodes,
  removeMember,
} from './members.service.ts';
import {
  assertCanWrite,
  orgActor,
  requireOrgCreator,
  requireOrgEditor,
  requireOrgManager,
  requireOrgWriter,
} from './org-access.ts';
import { createOrganization, editOrganization, getOrganization, listOrganizations } from './organizations.service.ts';
import { sendXlsx } from './xlsx-io.ts';

const tags = ['organizations'];
const ok = { ok: true } as const;
const ZOrgParams = z.object({ id: z.string().max(64) });
const ZMemberParams = ZOrgParams.extend({ memberId: z.string().max(64) });
const ZGroupParams = ZOrgParams.extend({ groupId: z.string().max(64) });
const ZImportParams = ZOrgParams.extend({ role: z.enum(IMPORT_ROLES) });
const ZJobParams = ZOrgParams.extend({ jobId: z.string().max(64) });
const ZLang = z.object({ lang: z.enum(UI_LANGUAGES).default('ru') });
const ZCodesFormat = ZLang.extend({ format: z.enum(['json', 'xlsx']).default('json') });
const ZFile = z.any().describe('an xlsx workbook');

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

/** Organisations, members, groups, import/export under /api/v1/admin/organizations. */
export const organizationsRoutes: FastifyPluginAsyncZod<{ db: Db; database: Database }> = async (
  app,
  { db, database },
) => {
  const importQueue = createJobSender<ImportJobData>(database, app.log, IMPORT_QUEUE);
  app.addHook('onClose', async () => importQueue.close());
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 2, headerPairs: 100, fileSize: ORG_LIMITS.importFileBytes },
  });
  app.addHook('preHandler', requireAdmin);

  app.get('/', {
    schema: {
      tags,
      querystring: ZOrganizationListQuery,
      response: { 200: ZPage(ZOrganization), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const me = await currentUser(request);
      return listOrganizations(
        db,
        { isPlatform: isSuperAdminLevel(me), organizationId: me.organization?.id ?? null },
        request.query,
      );
    },
  });
  app.post('/', {
    preHandler: requireOrgCreator,
    schema: { tags, body: ZOrganizationBody, response: { 201: ZOrganization, ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) => {
      const me = await currentUser(request);
      return reply.code(201).send(await createOrganization(db, isSuperAdminLevel(me), request.body));
    },
  });
  app.get('/:id', {
    schema: { tags, params: ZOrgParams, response: { 200: ZOrganization, ...errorResponses(401, 403, 404) } },
    handler: async (request) => getOrganization(db, await orgActor(request, request.params.id), request.params.id),
  });
  app.put('/:id', {
    preHandler: requireOrgEditor,
    schema: {
      tags,
      params: ZOrgParams,
      body: ZOrganizationBody,
      response: { 200: ZOrganization, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      editOrganization(db, await orgActor(request, request.params.id), request.params.id, request.body),
  });

  // ---- members
  app.get('/:id/members', {
    schema: {
      tags,
      params: ZOrgParams,
      querystring: ZMemberListQuery,
      response: { 200: ZPage(ZMember), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      listMembers(db, await orgActor(request, request.params.id), request.params.id, request.query),
  });
  app.get('/:id/members/export', {
    schema: {
      tags,
      summary: 'The member list with the current filters as xlsx',
      params: ZOrgParams,
      querystring: ZMemberFilters.extend(ZLang.shape),
      response: { 200: ZFile, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { lang, ...filters } = request.query;
      const body = await exportMembers(
        db,
        await orgActor(request, request.params.id),
        request.params.id,
        filters,
        lang,
      );
      return sendXlsx(reply, `members-${filters.role.toLowerCase()}`, body);
    },
  });
  app.get('/:id/activation-codes', {
    preHandler: requireOrgWriter,
    schema: {
      tags,
      summary:
        'The current activation codes of the pending members of a list, changing nothing (json, or xlsx with format=xlsx)',
      description:
        'Every still valid, unused code of the pending members the filters select, opened from its sealed copy: printing them again leaves every printed code working. `missing` names the pending members with no code to show (issued before codes were kept, expired, or sealed under another ACTIVATION_CODE_KEY); only POST issues them one. The xlsx holds the codes only.',
      params: ZOrgParams,
      querystring: ZMemberFilters.omit({ status: true }).extend(ZCodesFormat.shape),
      response: { 200: z.union([ZCurrentCodes, ZFile]), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { format, lang, ...filters } = request.query;
      const current = await currentCodes(db, await orgActor(request, request.params.id), request.params.id, filters);
      if (format === 'xlsx') return sendXlsx(reply, 'activation-codes', await exportCodes(current.codes, lang));
      return current;
    },
  });
  app.post('/:id/activation-codes', {
    preHandler: requireOrgWriter,
    schema: {
      tags,
      summary: 'Issues NEW activation codes for the pending members of a list (json, or xlsx with format=xlsx)',
      description:
        'Each pending member the filters select (with onlyMissing: only those with no current code to show) gets a new code that replaces their unused one: a code printed for them before stops working. `replaced` counts the still valid codes replaced. To print the current codes again, GET the same path.',
      params: ZOrgParams,
      querystring: ZCodesFormat,
      body: ZIssueCodesBody,
      response: {
        200: z.union([ZIssuedCodes, ZFile]),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const issuedCodes = await reissueCodes(
        db,
        await orgActor(request, request.params.id),
        request.params.id,
        request.body,
      );
      if (request.query.format === 'xlsx')
        return sendXlsx(reply, 'activation-codes', await exportCodes(issuedCodes.codes, request.query.lang));
      return issuedCodes;
    },
  });
  app.get('/:id/members/:memberId', {
    schema: { tags, params: ZMemberParams, response: { 200: ZMember, ...errorResponses(401, 403, 404) } },
    handler: async (request) =>
      getMember(db, await orgActor(request, request.params.id), request.params.id, request.params.memberId),
  });
  app.put('/:id/members/:memberId', {
    preHandler: requireOrgWriter,
    schema: {
      tags,
      summary:
        "Changes a member's status, role or group; 409 SEATS_EXCEEDED when it would take a seat the licence lacks",
      params: ZMemberParams,
      body: ZMemberUpdateBody,
      response: { 200: ZMember, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      changeMember(
        db,
        await orgActor(request, request.params.id),
        request.params.id,
        request.params.memberId,
        request.body,
      ),
  });
  app.delete('/:id/members/:memberId', {
    preHandler: requireOrgWriter,
    schema: { tags, params: ZMemberParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await removeMember(db, await orgActor(request, request.params.id), request.params.id, request.params.memberId);
      return ok;
    },
  });
  app.post('/:id/admins', {
    preHandler: requireOrgManager,
    schema: {
      tags,
      params: ZOrgParams,
      body: ZAdminCreateBody,
      response: { 201: ZAdminCreated, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createAdmin(db, await orgActor(request, request.params.id), request.params.id, request.body)),
  });

  // ---- groups
  app.get('/:id/groups', {
    schema: {
      tags,
      params: ZOrgParams,
      response: { 200: z.object({ items: z.array(ZGroup) }), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => ({
      items: await groupsOf(db, await orgActor(request, request.params.id), request.params.id),
    }),
  });
  app.post('/:id/groups', {
    preHandler: requireOrgWriter,
    schema: {
      tags,
      params: ZOrgParams,
      body: ZGroupBody,
      response: { 201: ZGroup, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createGroup(db, await orgActor(request, request.params.id), request.params.id, request.body)),
  });
  app.put('/:id/groups/:groupId', {
    preHandler: requireOrgWriter,
    schema: {
      tags,
      params: ZGroupParams,
      body: ZGroupBody,
      response: { 200: ZGroup, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      editGroup(
        db,
        await orgActor(request, request.params.id),
        request.params.id,
        request.params.groupId,
        request.body,
      ),
  });
  app.delete('/:id/groups/:groupId', {
    preHandler: requireOrgWriter,
    schema: { tags, params: ZGroupParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await removeGroup(db, await orgActor(request, request.params.id), request.params.id, request.params.groupId);
      return ok;
    },
  });

  // ---- import
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
  app.get('/:id/import/jobs/:jobId/codes', {
    preHandler: requireOrgWriter,
    schema: {
      tags,
      summary:
        'The current activation codes of the still pending members a finished import created, changing nothing (json, or xlsx)',
      params: ZJobParams,
      querystring: ZCodesFormat,
      response: { 200: z.union([ZCurrentCodes, ZFile]), ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const who = await orgActor(request, request.params.id);
      const job = await finishedJobMembers(db, who, request.params.id, request.params.jobId);
      const current = await importJobCurrentCodes(db, who, request.params.id, job);
      if (request.query.format === 'xlsx')
        return sendXlsx(reply, 'activation-codes', await exportCodes(current.codes, request.query.lang));
      return current;
    },
  });
  app.post('/:id/import/jobs/:jobId/codes', {
    preHandler: requireOrgWriter,
    schema: {
      tags,
      summary:
        'Issues NEW activation codes for the still pending members a finished import created (json, or xlsx); their printed codes stop working',
      params: ZJobParams,
      querystring: ZCodesFormat,
      response: {
        200: z.union([ZIssuedCodes, ZFile]),
        ...errorResponses(401, 403, 404, 409),
      },
    },
    handler: async (request, reply) => {
      const who = await orgActor(request, request.params.id);
      const job = await finishedJobMembers(db, who, request.params.id, request.params.jobId);
      const issuedCodes = await importJobCodes(db, who, request.params.id, job);
      if (request.query.format === 'xlsx')
        return sendXlsx(reply, 'activation-codes', await exportCodes(issuedCodes.codes, request.query.lang));
      return issuedCodes;
    },
  });
};

/** The public activation of an imported account: POST /api/v1/activation. */
export const activationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await Promise.resolve();
  app.post('/', {
    schema: {
      tags: ['activation'],
      body: ZActivationBody,
      response: { 200: ZActivationResult, ...errorResponses(400, 429) },
    },
    handler: async (request) => {
      await app.rateLimiter.hit('login', request.ip, `activation:${request.ip}`);
      const { username } = await activate(db, request.body);
      return { username };
    },
  });
};
