import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers gain less than the headers and the compressor's work cost. */
export const COMPRESS_MIN_BYTES = 1024;
/** Text that compresses well; event streams, files and images are sent as they are. */
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript)|text\/(?!event-stream)|image\/svg\+xml)/i;
/**
 * Brotli's quality 5: near its best ratio on JSON of a few to a few hundred kB at a small part of
 * quality 11's cost (11 is for the web build's files, compressed once).
 */
const BROTLI_OPTIONS = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS = { level: 6 };

/** `br`, `gzip` or nothing, by the request's Accept-Encoding (a `;q=0` refuses a coding). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function appendVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  void reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses the API's text answers (JSON above all) of COMPRESS_MIN_BYTES or more with brotli, or gzip,
 * when the client accepts it. Streams (files, the notifications' event stream, the web build's assets,
 * which are pre-compressed at build time and served by @fastify/static) pass untouched.
 */
export const compressPlugin = fp((app: FastifyInstance, _options: unknown, done: () => void) => {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    // Whether the answer could be compressed depends on the request's Accept-Encoding: said to caches
    // even when this one is not.
    appendVary(reply);
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    // A part of a file (Range) is bytes of the file as it is; an answer already encoded stays so.
    if (reply.statusCode === 206 || reply.hasHeader('content-range') || reply.hasHeader('content-encoding')) {
      return payload;
    }
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_MIN_BYTES) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const input = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const compressed = encoding === 'br' ? await brotli(input, BROTLI_OPTIONS) : await gzipAsync(input, GZIP_OPTIONS);
    void reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
  done();
});
