import type { IncomingMessage, ServerResponse } from 'node:http';
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
import { asUploadError, missingFile, uploadMedia } from './media-upload.service.ts';
import { deleteOwnMedia, toMediaDto } from './media.service.ts';

const ZIdParams = z.object({ id: z.string().max(64) });
const tags = ['media'];
const ZContent = z.any().describe('the stored bytes (image/*, video/mp4 or application/pdf)');
/** Multipart overhead allowed on top of the file in a declared Content-Length. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

/** A client still sending after a refusal gets this long to stop before its connection is cut. */
const LINGER_MS = 5_000;

/**
 * Refused before the body ended (e.g. 413): once the answer is out, the rest of the body is read
 * and thrown away (not buffered, so a stalled parser cannot hold the connection), for at most
 * LINGER_MS, so that a client that stops sending on the answer can reuse or close its socket.
 */
function discardRestOfBody(raw: IncomingMessage, response: ServerResponse): void {
  response.once('finish', () => {
    raw.unpipe();
    raw.resume();
    const timer = setTimeout(() => raw.destroy(), LINGER_MS);
    timer.unref();
    raw.once('close', () => clearTimeout(timer));
    raw.once('end', () => clearTimeout(timer));
  });
}

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
      // One byte over the limit reaches uploadMedia, which answers 413 at once (busboy alone would only
      // truncate the file and keep reading the request to its end).
      const file = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } }).catch((err: unknown) => {
        throw asUploadError(err, maxBytes);
      });
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw missingFile();
      }
      try {
        const row = await uploadMedia(db, storage, me.id, request.query.purpose, file.file);
        return await reply.code(201).send(toMediaDto(row));
      } catch (err) {
        if (!request.raw.complete) discardRestOfBody(request.raw, reply.raw);
        throw err;
      }
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
