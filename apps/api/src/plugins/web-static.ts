import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * Security headers (plugins/security.ts) that only a document (or a worker, which the app has none of)
 * obeys: on the build's scripts and stylesheets they are some 550 bytes of each response for nothing,
 * on HTTP/1.1, where headers are not compressed, and a first visit loads a dozen such files.
 * `X-Content-Type-Options`, `Cross-Origin-Resource-Policy` and `Referrer-Policy` (a module script's own
 * imports follow it) stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** A script or stylesheet, or the `.br`/`.gz` of one that is sent in its place. */
const SCRIPT_OR_STYLE = /\.(js|css)(\.br|\.gz)?$/;

/** Whether the built SPA exists, so app.ts can decide to serve it. */
export function hasWebBuild(webDistDir: string): boolean {
  return existsSync(path.join(webDistDir, 'index.html'));
}

/** A non-API GET that wants HTML gets index.html: the SPA's router takes it from there. */
export function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  void reply.header('cache-control', 'no-cache').sendFile('index.html');
  return true;
}

/** Serves the built SPA: hashed assets cached for a year, everything else revalidated. */
export const webStaticPlugin = fp(async (app: FastifyInstance, options: { webDistDir: string }) => {
  await app.register(fastifyStatic, {
    root: options.webDistDir,
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    // The web build writes .br/.gz beside each asset (apps/web/vite.config.ts): sent when accepted.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      void res.header('cache-control', hashed ? LONG_CACHE : 'no-cache');
      if (hashed && SCRIPT_OR_STYLE.test(filePath)) {
        for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
      }
    },
  });
});
