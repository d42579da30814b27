import {
  ZActivationBody,
  ZActivationResult,
  ZCurrentCodes,
  ZIssueCodesBody,
  ZIssuedCodes,
  ZMemberFilters,
  type TIssuedCode,
  type TUiLanguage,
} from '@bagdar/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { activate } from './activation.service.ts';
import { exportCodes } from './export.service.ts';
import { finishedJobMembers } from './import-jobs.ts';
import { currentCodes, importJobCodes, importJobCurrentCodes, reissueCodes } from './members.service.ts';
import { orgActor, requireOrgWriter } from './org-access.ts';
import { tags, ZCodesFormat, ZFile, ZJobParams, ZOrgParams } from './route-schemas.ts';
import { sendXlsx } from './xlsx-io.ts';

/** The codes as json, or with format=xlsx as a sheet with the labels in `lang`. */
async function codesAnswer<T extends { codes: TIssuedCode[] }>(
  reply: FastifyReply,
  query: { format: 'json' | 'xlsx'; lang: TUiLanguage },
  answer: T,
): Promise<T | FastifyReply> {
  if (query.format === 'xlsx') return sendXlsx(reply, 'activation-codes', await exportCodes(answer.codes, query.lang));
  return answer;
}

/**
 * Activation codes of an organisation's pending members, of a list or of a finished import: GET
 * downloads the current ones and changes nothing, POST issues new ones (decision record 026).
 */
export const activationCodeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await Promise.resolve();
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
      // The list's filters (pendingOfList reads role, q and groupId; format and lang are the answer's).
      const current = await currentCodes(
        db,
        await orgActor(request, request.params.id),
        request.params.id,
        request.query,
      );
      return codesAnswer(reply, request.query, current);
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
      return codesAnswer(reply, request.query, issuedCodes);
    },
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
      return codesAnswer(reply, request.query, current);
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
      return codesAnswer(reply, request.query, issuedCodes);
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
