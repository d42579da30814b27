import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing request is accepted only with a sign that it comes from this site's own pages:
 * browsers send `Sec-Fetch-Site` (refused when `cross-site`) and an `Origin` on every POST, PUT, PATCH
 * and DELETE (refused unless it is PUBLIC_URL or this host). A request with neither header is refused
 * too (issue 13), unless its `Referer` is one of ours: a cookie-carrying request from an old browser or
 * an extension that strips both headers cannot be told apart from a forged one otherwise. Scripts and
 * other non-browser clients send `Origin: <PUBLIC_URL>`.
 */
export function isCrossSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const ownOrigin = `${request.protocol}://${request.host}`;
  const isOurs = (origin: string) => origin === publicOrigin || origin === ownOrigin;
  const origin = request.headers.origin;
  if (origin !== undefined) return !isOurs(origin);
  if (site !== undefined) return false;
  return !isOurs(originOf(request.headers.referer));
}

function originOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
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
