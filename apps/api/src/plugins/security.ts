import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing request from another site is refused: browsers mark it with
 * `Sec-Fetch-Site: cross-site`, and an `Origin` that is neither PUBLIC_URL nor this host gives it away.
 */
export function isCrossSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin !== publicOrigin && origin !== ownOrigin;
}

/** Security headers, CSRF checks and JSON-only bodies. */
export const securityPlugin = fp(async (app: FastifyInstance, options: { publicUrl: URL }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense when the site is served over HTTPS.
    strictTransportSecurity: options.publicUrl.protocol === 'https:',
  });

  const publicOrigin = options.publicUrl.origin;
  app.addHook('onRequest', (request, _reply, hookDone) => {
    if (UNSAFE_METHODS.has(request.method) && isCrossSiteRequest(request, publicOrigin)) {
      hookDone(new AppError('CSRF_REJECTED', 403, 'Cross-site request refused'));
      return;
    }
    hookDone();
  });

  // JSON only: drop the built-in text/plain parser, and let an empty JSON body through as "no body"
  // (logout and resend-verification are sent without a payload).
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
});
