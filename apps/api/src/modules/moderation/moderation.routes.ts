import {
  ZAddWordBody,
  ZModerationActionBody,
  ZModerationQueue,
  ZModerationQueueQuery,
  ZOkResponse,
  ZReportBody,
  ZWordEntry,
  ZWordList,
  isSuperAdminLevel,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireOnboarded, type AccessGuard } from '../../plugins/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { act, fileReport, listQueue, moderationScope } from './moderation.service.ts';
import { addWord, listWordEntries, removeWord } from './word-lists.service.ts';

const tags = ['moderation'];
const ok = { ok: true } as const;
const ZId = z.object({ id: z.string().max(64) });
const ZCommentParams = ZId.extend({ commentId: z.string().max(64) });

/** Platform admins, and an organisation's ORG_ADMIN and ORG_STAFF (their members' content). */
export const requireModerator: AccessGuard = async (request) => {
  moderationScope(await currentUser(request));
};

/** SUPER_ADMIN and MINISTRY: the word lists. */
export const requirePlatformModerator: AccessGuard = async (request) => {
  if (!isSuperAdminLevel(await currentUser(request))) {
    throw new AppError('FORBIDDEN', 403, 'Platform admin access required', { reason: 'insufficient_permissions' });
  }
};

/** Reports by users (under /api/v1) and the moderators' queue, actions and word lists (under /api/v1/admin/moderation). */
export const moderationRoutes: FastifyPluginCallbackZod<{ db: Db; autoHideReports: number }> = (
  app,
  { db, autoHideReports },
  done,
) => {
  const reportResponse = { 200: ZOkResponse, ...errorResponses(400, 401, 403, 404, 409) };
  app.post('/posts/:id/report', {
    preHandler: requireOnboarded,
    schema: { tags, body: ZReportBody, response: reportResponse, params: ZId },
    handler: async (request) => {
      await fileReport(db, await currentUser(request), 'POST', request.params.id, request.body, autoHideReports);
      return ok;
    },
  });
  app.post('/posts/:id/comments/:commentId/report', {
    preHandler: requireOnboarded,
    schema: { tags, body: ZReportBody, response: reportResponse, params: ZCommentParams },
    handler: async (request) => {
      const me = await currentUser(request);
      await fileReport(db, me, 'COMMENT', request.params.commentId, request.body, autoHideReports);
      return ok;
    },
  });
  app.post('/stories/:id/report', {
    preHandler: requireOnboarded,
    schema: { tags, body: ZReportBody, response: reportResponse, params: ZId },
    handler: async (request) => {
      await fileReport(db, await currentUser(request), 'STORY', request.params.id, request.body, autoHideReports);
      return ok;
    },
  });

  app.get('/admin/moderation/reports', {
    preHandler: requireModerator,
    schema: {
      tags,
      summary: 'The reports queue: one case per reported item, with its reports and the author’s history',
      querystring: ZModerationQueueQuery,
      response: { 200: ZModerationQueue, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listQueue(db, await currentUser(request), request.query),
  });
  app.post('/admin/moderation/actions', {
    preHandler: requireModerator,
    schema: {
      tags,
      summary: 'Dismiss, hide, remove, warn, suspend or restore; the author and the reporters are notified',
      body: ZModerationActionBody,
      response: { 200: ZOkResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await act(db, await currentUser(request), request.body);
      return ok;
    },
  });
  app.get('/admin/moderation/words', {
    preHandler: requirePlatformModerator,
    schema: { tags, response: { 200: ZWordList, ...errorResponses(401, 403) } },
    handler: async () => listWordEntries(db),
  });
  app.post('/admin/moderation/words', {
    preHandler: requirePlatformModerator,
    schema: { tags, body: ZAddWordBody, response: { 201: ZWordEntry, ...errorResponses(400, 401, 403, 409) } },
    handler: async (request, reply) =>
      reply.code(201).send(await addWord(db, await currentUser(request), request.body)),
  });
  app.delete('/admin/moderation/words/:id', {
    preHandler: requirePlatformModerator,
    schema: { tags, params: ZId, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await removeWord(db, await currentUser(request), request.params.id);
      return ok;
    },
  });
  done();
};
