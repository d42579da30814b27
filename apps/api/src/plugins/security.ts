import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/app-error.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing request is accepted only with a sign that it comes from this site's own pages:
 * browsers send `Sec-Fetch-Site` (refused when `cross-site`) and an `Origin` on every POST, PUT, PATCH
 * and DELETE (refused unless it is PUBLIC_URL or this host). A request with neither header is refused
 * too, unless its `Referer` is one of ours: a cookie-carrying request from an old browser or
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

function helmetOptions(publicUrl: URL): Readonly<HelmetOptions> {
  return {
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
    strictTransportSecurity: publicUrl.protocol === 'https:',
  };
}

/** The headers helmet sets with `options`, as name/value pairs (helmet's middleware run once against a recorder). */
export function securityHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  // helmet 8 throws a bad option at once; its callback is only the "next" of a middleware.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers, CSRF checks and JSON-only bodies. */
export const securityPlugin = fp((app: FastifyInstance, options: { publicUrl: URL }, pluginDone: () => void) => {
  // helmet's headers do not depend on the request: built once here, not per request (@fastify/helmet
  // ran helmet's whole option parsing on every request: 3 % of the API's CPU on the feed).
  const headers = securityHeaders(helmetOptions(options.publicUrl));
  const publicOrigin = options.publicUrl.origin;
  app.addHook('onRequest', (request, reply, hookDone) => {
    // On the raw response, as helmet does, so a route that writes the head itself keeps them.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
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
  pluginDone();
});
