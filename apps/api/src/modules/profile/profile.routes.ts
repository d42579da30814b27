import {
  ZAcademic,
  ZAcademicBody,
  ZCertificate,
  ZCertificateBody,
  ZCoverBody,
  ZProfile,
  ZProfileBody,
  ZProfileSettings,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireOnboarded } from '../../plugins/access.ts';
import type { Storage } from '../../plugins/storage.ts';
import * as service from './profile.service.ts';

const tags = ['profiles'];
const ZUsernameParams = z.object({ username: z.string().min(1).max(64) });
const ZIdParams = z.object({ id: z.string().max(64) });

/** Profiles, settings, academic data, cover and certificates under /api/v1/profiles. */
export const profileRoutes: FastifyPluginCallbackZod<{ db: Db; storage: Storage }> = (app, { db, storage }, done) => {
  const ctx: service.ProfileContext = { db, storage };
  app.addHook('preHandler', requireOnboarded);

  app.get('/me/settings', {
    schema: { tags, response: { 200: ZProfileSettings, ...errorResponses(401, 403, 404) } },
    handler: async (request) => service.getSettings(db, await currentUser(request)),
  });

  app.put('/me', {
    schema: { tags, body: ZProfileBody, response: { 200: ZProfile, ...errorResponses(400, 401, 403, 404, 422) } },
    handler: async (request) => service.updateProfile(db, await currentUser(request), request.body),
  });

  app.put('/me/academic', {
    schema: { tags, body: ZAcademicBody, response: { 200: ZAcademic, ...errorResponses(400, 401, 403) } },
    handler: async (request) => service.updateAcademic(db, await currentUser(request), request.body),
  });

  app.put('/me/cover', {
    schema: { tags, body: ZCoverBody, response: { 200: ZProfile, ...errorResponses(400, 401, 403) } },
    handler: async (request) => service.setCover(ctx, await currentUser(request), request.body.mediaId),
  });

  app.delete('/me/cover', {
    schema: { tags, response: { 200: ZProfile, ...errorResponses(401, 403) } },
    handler: async (request) => service.deleteCover(ctx, await currentUser(request)),
  });

  app.post('/me/certificates', {
    schema: { tags, body: ZCertificateBody, response: { 201: ZCertificate, ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) =>
      reply.code(201).send(await service.addCertificate(db, await currentUser(request), request.body)),
  });

  app.delete('/me/certificates/:id', {
    schema: { tags, params: ZIdParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
    handler: async (request, reply) => {
      await service.deleteCertificate(ctx, await currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/:username', {
    schema: { tags, params: ZUsernameParams, response: { 200: ZProfile, ...errorResponses(401, 403, 404) } },
    handler: async (request) => service.getProfile(db, await currentUser(request), request.params.username),
  });
  done();
};
