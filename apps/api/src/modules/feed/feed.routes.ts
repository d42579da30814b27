import {
  ZComment,
  ZCommentPage,
  ZCreateCommentBody,
  ZCreatePostBody,
  ZFeedQuery,
  ZLikeState,
  ZOkResponse,
  ZPopularTopics,
  ZPost,
  ZPostPage,
  ZSearchPage,
  ZSearchQuery,
  ZSocialPageQuery,
} from '@bagdar/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { sendJsonText } from '../../lib/json-text-reply.ts';
import { currentUser, requireOnboarded } from '../../plugins/access.ts';
import * as feed from './feed.service.ts';
import { PostViewCache } from './post-view-cache.ts';
import { searchFeed } from './search.service.ts';

const ZPostParams = z.object({ id: z.string().max(64) });
const ZCommentParams = ZPostParams.extend({ commentId: z.string().max(64) });
const ok = { ok: true } as const;
const tags = ['feed'];

/** Each app's post view cache, by its HTTP server (tests look into it). */
const caches = new WeakMap<object, PostViewCache>();
export const postViewCacheOf = (app: FastifyInstance): PostViewCache | undefined => caches.get(app.server);

/**
 * Posts, likes, comments, popular topics and post search under /api/v1 (signed in and onboarded).
 * `crossCheck` (RESPONSE_CROSS_CHECK): a feed page written from the post view cache is compared with
 * what the route's serializer writes for the same data.
 */
export const feedRoutes: FastifyPluginCallbackZod<{ database: Database; crossCheck: boolean }> = (
  app,
  { database, crossCheck },
  done,
) => {
  const { db } = database;
  const cache = new PostViewCache();
  caches.set(app.server, cache);
  const unsubscribeSignals = app.sessionSignals.subscribe({
    onPayload: (payload) => cache.signal(payload),
    onState: (listening) => cache.setListening(listening),
  });
  const unsubscribeWrites = database.sessionWrites.subscribe(() => cache.forgetAuthors());
  app.addHook('onClose', (_instance, hookDone) => {
    unsubscribeSignals();
    unsubscribeWrites();
    hookDone();
  });
  app.addHook('preHandler', requireOnboarded);

  app.get('/posts', {
    schema: { tags, querystring: ZFeedQuery, response: { 200: ZPostPage, ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) =>
      sendJsonText(reply, await feed.listPostsJson(db, cache, await currentUser(request), request.query), crossCheck),
  });
  app.post('/posts', {
    schema: { tags, body: ZCreatePostBody, response: { 201: ZPost, ...errorResponses(400, 401, 403, 422) } },
    handler: async (request, reply) =>
      reply.code(201).send(await feed.createPost(db, await currentUser(request), request.body)),
  });
  app.get('/posts/search', {
    schema: {
      tags,
      description:
        "Posts whose words start with the query's words (full text, Russian, Kazakh and English alike), best matches first, with the matched words marked; when fewer than 5 posts match, near misses (typos) follow by trigram similarity. Ranks the newest 500 matches among the newest 5,000 posts (all posts when those hold fewer than 100); the cursor keeps the first page's set.",
      querystring: ZSearchQuery,
      response: { 200: ZSearchPage, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => searchFeed(db, await currentUser(request), request.query),
  });
  app.delete('/posts/:id', {
    schema: { tags, params: ZPostParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await feed.deletePost(db, await currentUser(request), request.params.id);
      return ok;
    },
  });
  app.post('/posts/:id/like', {
    schema: { tags, params: ZPostParams, response: { 200: ZLikeState, ...errorResponses(401, 403, 404) } },
    handler: async (request) => feed.setLike(db, await currentUser(request), request.params.id, true),
  });
  app.delete('/posts/:id/like', {
    schema: { tags, params: ZPostParams, response: { 200: ZLikeState, ...errorResponses(401, 403, 404) } },
    handler: async (request) => feed.setLike(db, await currentUser(request), request.params.id, false),
  });
  app.get('/posts/:id/comments', {
    schema: {
      tags,
      params: ZPostParams,
      querystring: ZSocialPageQuery,
      response: { 200: ZCommentPage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => feed.listComments(db, await currentUser(request), request.params.id, request.query),
  });
  app.post('/posts/:id/comments', {
    schema: {
      tags,
      params: ZPostParams,
      body: ZCreateCommentBody,
      response: { 201: ZComment, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await feed.addComment(db, await currentUser(request), request.params.id, request.body)),
  });
  app.delete('/posts/:id/comments/:commentId', {
    schema: { tags, params: ZCommentParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await feed.deleteComment(db, await currentUser(request), request.params.id, request.params.commentId);
      return ok;
    },
  });
  app.get('/topics/popular', {
    schema: { tags, response: { 200: ZPopularTopics, ...errorResponses(401, 403) } },
    handler: async () => feed.listPopularTopics(db),
  });
  done();
};
