import { ZGroup, ZGroupBody, ZOkResponse } from '@bagdar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { createGroup, editGroup, groupsOf, removeGroup } from './groups.service.ts';
import { orgActor, requireOrgWriter } from './org-access.ts';
import { ok, tags, ZGroupParams, ZOrgParams } from './route-schemas.ts';

/** An organisation's groups (classes) and their mentors. */
export const groupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await Promise.resolve();
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
};
