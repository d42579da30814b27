import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const LONG_CACHE = 'public, max-age=31536000, immutable';

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
    },
  });
});
