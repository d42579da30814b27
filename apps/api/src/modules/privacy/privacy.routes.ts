import {
  ZAccountDeletion,
  ZAccountDeletionBody,
  ZDataExport,
  ZDataExportState,
  ZProfileVisibility,
  ZProfileVisibilityBody,
  ZUserRelationBody,
  ZUserRelationList,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireOnboarded } from '../../plugins/access.ts';
import type { Storage } from '../../plugins/storage.ts';
import { requestDeletion } from './account-deletion.service.ts';
import { createDataExportQueue } from './data-export-jobs.ts';
import { exportState, openDownload, requestExport } from './data-export.service.ts';
import * as service from './privacy.service.ts';
import { getVisibility, setVisibility } from './visibility.service.ts';

const tags = ['privacy'];
const ZUserParams = z.object({ userId: z.string().max(64) });
const ZExportParams = z.object({ exportId: z.string().max(64) });
/** The body is a zip file, streamed. */
const ZZip = z.any().describe('application/zip');

/** Blocks, mutes, the person's copy of their data and the account's deletion under /api/v1/privacy (signed in and onboarded). */
export const privacyRoutes: FastifyPluginCallbackZod<{
  database: Database;
  storage: Storage;
  deletionGraceDays: number;
  teenPrivacyAge: number;
}> = (app, { database, storage, deletionGraceDays, teenPrivacyAge }, done) => {
  const { db } = database;
  const exportQueue = createDataExportQueue(database, app.log);
  app.addHook('onClose', async () => exportQueue.close());
  app.addHook('preHandler', requireOnboarded);

  app.get('/relations', {
    schema: { tags, response: { 200: ZUserRelationList, ...errorResponses(401, 403) } },
    handler: async (request) => service.listRelations(db, await currentUser(request)),
  });

  app.put('/relations/:userId', {
    schema: {
      tags,
      params: ZUserParams,
      body: ZUserRelationBody,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.setRelation(db, await currentUser(request), request.params.userId, request.body.kind);
      return reply.code(204).send(null);
    },
  });

  app.delete('/relations/:userId', {
    schema: { tags, params: ZUserParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
    handler: async (request, reply) => {
      await service.removeRelation(db, await currentUser(request), request.params.userId);
      return reply.code(204).send(null);
    },
  });
  app.get('/visibility', {
    schema: { tags, response: { 200: ZProfileVisibility, ...errorResponses(401, 403) } },
    handler: async (request) => getVisibility(db, await currentUser(request), teenPrivacyAge),
  });

  app.put('/visibility', {
    schema: {
      tags,
      body: ZProfileVisibilityBody,
      response: { 200: ZProfileVisibility, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => setVisibility(db, await currentUser(request), request.body.restricted, teenPrivacyAge),
  });

  app.get('/data-export', {
    schema: {
      tags,
      description:
        'The signed-in person’s latest "download my data" request (null when none): its status, and while READY the download link and when it expires.',
      response: { 200: ZDataExportState, ...errorResponses(401, 403) },
    },
    handler: async (request) => exportState(db, await currentUser(request)),
  });

  app.post('/data-export', {
    schema: {
      tags,
      description:
        'Asks for a copy of one’s data: a background job builds a zip (profile, posts, comments, stories, test answers and results, analyses with the PDF report, plans, projects, applications as JSON, and the uploaded files) and notifies the person when it is ready. 409 DATA_EXPORT_RUNNING while another request is queued or running.',
      response: { 202: ZDataExport, ...errorResponses(401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply.code(202).send(await requestExport(db, exportQueue, await currentUser(request))),
  });

  app.get('/data-export/:exportId/download', {
    schema: {
      tags,
      description:
        'Streams the zip of a READY export for 24 hours after it was made, to its owner only: another person’s export or an unknown id is 404, an ended link 410 DATA_EXPORT_EXPIRED (the file is removed).',
      params: ZExportParams,
      produces: ['application/zip'],
      response: { 200: ZZip, ...errorResponses(401, 403, 404, 410) },
    },
    handler: async (request, reply) => {
      const file = await openDownload(
        { db, storage, log: request.log },
        await currentUser(request),
        request.params.exportId,
      );
      const day = file.createdAt.toISOString().slice(0, 10);
      if (file.bytes !== null) reply.header('Content-Length', String(file.bytes));
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="bagdar-data-${day}.zip"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  });

  // The password is checked like a sign-in's: per account and per address, so it cannot be guessed here.
  app.post('/account/deletion', {
    schema: {
      tags,
      body: ZAccountDeletionBody,
      response: { 200: ZAccountDeletion, ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request, reply) => {
      const me = await currentUser(request);
      await app.rateLimiter.hit('account-deletion', request.ip, me.id);
      const deletion = await requestDeletion(db, me, request.body.password, deletionGraceDays);
      return reply.clearSessionCookie().send(deletion);
    },
  });
  done();
};
