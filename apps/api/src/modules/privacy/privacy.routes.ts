import {
  ZAccountDeletion,
  ZAccountDeletionBody,
  ZProfileVisibility,
  ZProfileVisibilityBody,
  ZUserRelationBody,
  ZUserRelationList,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireOnboarded } from '../../plugins/access.ts';
import { requestDeletion } from './account-deletion.service.ts';
import * as service from './privacy.service.ts';
import { getVisibility, setVisibility } from './visibility.service.ts';

const tags = ['privacy'];
const ZUserParams = z.object({ userId: z.string().max(64) });

/** Blocks, mutes and the account's deletion under /api/v1/privacy (signed in and onboarded). */
export const privacyRoutes: FastifyPluginCallbackZod<{ db: Db; deletionGraceDays: number; teenPrivacyAge: number }> = (
  app,
  { db, deletionGraceDays, teenPrivacyAge },
  done,
) => {
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
