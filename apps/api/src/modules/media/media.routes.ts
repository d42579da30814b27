import multipart from '@fastify/multipart';
import { ZMedia, ZMediaUploadQuery, ZOkResponse } from '@bagdar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireAuth, requireOnboarded } from '../../plugins/access.ts';
import type { Storage } from '../../plugins/storage.ts';
import { maxBytesFor } from './media-check.ts';
import { openMediaContent } from './media-content.service.ts';
import { missingFile, uploadMedia } from './media-upload.service.ts';
import { deleteOwnMedia, toMediaDto } from './media.service.ts';

const ZIdParams = z.object({ id: z.string().max(64) });
const tags = ['media'];
const ZContent = z.any().describe('the stored bytes (image/*, video/mp4 or application/pdf)');
/** Multipart overhead allowed on top of the file in a declared Content-Length. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

/**
 * Uploads under /api/v1/media. Multipart parsing is registered in this scope only; the rest of
 * the API accepts JSON alone.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 2, headerPairs: 100 } });

  app.post('/', {
    schema: {
      tags,
      summary: 'Upload one file (multipart field "file")',
      consumes: ['multipart/form-data'],
      querystring: ZMediaUploadQuery,
      response: { 201: ZMedia, ...errorResponses(400, 401, 403, 413, 415) },
    },
    preHandler: requireOnboarded,
    handler: async (request, reply) => {
      const me = await currentUser(request);
      const maxBytes = maxBytesFor(request.query.purpose);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > maxBytes + MULTIPART_SLACK_BYTES) {
        throw new AppError('MEDIA_TOO_LARGE', 413, `The file is larger than ${maxBytes} bytes`, {
          meta: { limitBytes: String(maxBytes) },
        });
      }
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the file as multipart/form-data');
      }
      const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw missingFile();
      }
      const row = await uploadMedia(db, storage, me.id, request.query.purpose, file.file);
      return reply.code(201).send(toMediaDto(row));
    },
  });

  app.get('/:id/content', {
    schema: {
      tags,
      summary: 'The stored bytes (immutable per id)',
      params: ZIdParams,
      response: { 200: ZContent, ...errorResponses(401, 404) },
    },
    preHandler: requireAuth,
    handler: async (request, reply) => {
      const content = await openMediaContent(db, storage, request.params.id);
      void reply.headers(content.headers);
      return reply.send(content.stream);
    },
  });

  app.delete('/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    preHandler: requireAuth,
    handler: async (request) => {
      const me = await currentUser(request);
      await deleteOwnMedia(db, storage, me.id, request.params.id);
      return { ok: true as const };
    },
  });
};
