import { ZCreateStoryBody, ZOkResponse, ZStory, ZStoryFeed } from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireOnboarded } from '../../plugins/access.ts';
import { createStory, deleteStory, markStorySeen, storyFeed } from './stories.service.ts';

const ZStoryParams = z.object({ id: z.string().max(64) });
const ok = { ok: true } as const;
const tags = ['stories'];

/** 24-hour stories under /api/v1/stories (signed in and onboarded). */
export const storiesRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preHandler', requireOnboarded);

  app.get('/', {
    schema: { tags, response: { 200: ZStoryFeed, ...errorResponses(401, 403) } },
    handler: async (request) => storyFeed(db, await currentUser(request)),
  });
  app.post('/', {
    schema: { tags, body: ZCreateStoryBody, response: { 201: ZStory, ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) =>
      reply.code(201).send(await createStory(db, await currentUser(request), request.body.mediaId)),
  });
  app.post('/:id/seen', {
    schema: { tags, params: ZStoryParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await markStorySeen(db, await currentUser(request), request.params.id);
      return ok;
    },
  });
  app.delete('/:id', {
    schema: { tags, params: ZStoryParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await deleteStory(db, await currentUser(request), request.params.id);
      return ok;
    },
  });
  done();
};
