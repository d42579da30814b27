import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ZApiError } from '../lib/api-error-schema.ts';
import { AppError } from '../lib/app-error.ts';
import { isAccessGuard } from './access.ts';

/**
 * Who asks is checked before what they sent, and no string reaches a handler with a NUL in it
 *. Routes attach their access guards as `preHandler`s (`preHandler: requireAdmin` or
 * `app.addHook('preHandler', requireOnboarded)`), which Fastify runs after schema validation; so
 * every route validates with `attachValidation` and this gate raises the outcome after the guards:
 * the route's validation error (400 as before), else a NUL character anywhere in the path
 * parameters, the query or the body (400 VALIDATION_ERROR, `invalid_characters`: PostgreSQL
 * refuses U+0000 in text, which answered 500; likewise half a surrogate pair, see LONE_SURROGATE;
 * looked for before validation too, see recordNul). A route that sets `attachValidation` itself reads
 * `request.validationError` on its own and is left alone.
 *
 * Order of a route's preHandlers: the plugin-level ones (`addHook`), then the route's own; a route's
 * own preHandler that is not an access guard (see `isAccessGuard`) is made to pass the gate first,
 * so only guards ever see input that failed validation.
 */
export const inputGatePlugin = fp((app: FastifyInstance, _options: unknown, done: () => void) => {
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    if (route.attachValidation) return;
    route.attachValidation = true;
    declareBadRequest(route);
    const own: Hook[] = route.preHandler === undefined ? [] : [route.preHandler].flat();
    const gated = own.map((hook) => (isAccessGuard(hook) ? hook : gateFirst(hook)));
    route.preHandler = [...gated, passGate] as RouteOptions['preHandler'];
    const ownPreValidation: Hook[] = route.preValidation === undefined ? [] : [route.preValidation].flat();
    route.preValidation = [recordNul, ...ownPreValidation] as RouteOptions['preValidation'];
  });
  done();
});

/** A route as registered: one method (HEAD included) and its URL with the prefix. */
export interface RegisteredRoute {
  method: string;
  url: string;
}
const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered on the app after the gate (all of them: app.ts registers it first), for the authorization matrix. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registered.get(app) ?? [];
}

/**
 * Every gated route can answer 400 (a NUL anywhere in the query refuses even a route that takes no
 * input), so its OpenAPI response map says so; the fuzzing test found routes with path parameters
 * that answered 400 without declaring it.
 */
function declareBadRequest(route: RouteOptions): void {
  if (!route.schema) return;
  const response = (route.schema.response ??= {}) as Record<string, unknown>;
  if (!('400' in response)) response[400] = ZApiError;
}

type Hook = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  done: (err?: Error) => void,
) => unknown;

/**
 * Where the input held a NUL before validation: the schema drops unknown keys, so a NUL in one
 * (`{"x\u0000": 1}` or `?__proto__[x]=%00`) is gone from the validated input yet was sent.
 */
const nulBeforeValidation = new WeakMap<FastifyRequest, string>();

const recordNul: Hook = (request, _reply, hookDone) => {
  const field =
    findNul(request.params) ??
    findNul(request.query) ??
    findNul(request.body) ??
    (/%00/i.test(request.url) ? 'url' : null);
  if (field !== null) nulBeforeValidation.set(request, field);
  hookDone();
};

const passGate: Hook = (request, _reply, hookDone) => {
  hookDone(inputError(request) ?? undefined);
};

/** A preHandler that runs only once the input passed the gate (callback or promise style, like the original). */
function gateFirst(hook: Hook): Hook {
  if (hook.length >= 3) {
    return function gated(this: FastifyInstance, request, reply, hookDone) {
      const error = inputError(request);
      if (error) return hookDone(error);
      return hook.call(this, request, reply, hookDone);
    };
  }
  return function gated(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const error = inputError(request);
    if (error) return Promise.reject(error);
    return hook.call(this, request, reply, () => undefined);
  };
}

/**
 * Why the gate will refuse the request (the route's validation error, or a NUL), or null. For a guard
 * whose "not found" comes after the input's check, as a handler's would (projects/project-access.ts).
 */
export function inputError(request: FastifyRequest): Error | null {
  if (request.validationError) return request.validationError;
  const field =
    findNul(request.params) ??
    findNul(request.query) ??
    findNul(request.body) ??
    nulBeforeValidation.get(request) ??
    null;
  return field === null ? null : invalidCharacters(field);
}

function invalidCharacters(field: string): AppError {
  return new AppError('VALIDATION_ERROR', 400, 'The request holds a NUL character or half a surrogate pair', {
    details: [{ field, code: 'invalid_characters', message: 'invalid_characters' }],
  });
}

/**
 * For a guard that looks an object up by a path parameter (an organisation's guards): a NUL in the
 * path is refused as the gate would, not answered 404 by the lookup. Only the path: the body is
 * still checked after who asks.
 */
export function assertCleanPath(request: { params: unknown }): void {
  const field = findNul(request.params);
  if (field !== null) throw invalidCharacters(field);
}

/**
 * The dotted path of the first string (value or key) holding U+0000 in plain JSON-like data, or
 * null. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findNul(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000') || LONE_SURROGATE.test(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) stack.push([current[i], join(path, String(i))]);
    } else if (current !== null && typeof current === 'object' && isPlain(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000') || LONE_SURROGATE.test(key))
          return join(path, key.replaceAll('\u0000', '').replace(/[\ud800-\udfff]/g, ''));
        stack.push([item, join(path, key)]);
      }
    }
  }
  return null;
}

/**
 * Half of a UTF-16 surrogate pair with no other half (`"\ud800"` in JSON, or invalid UTF-8 in a URL):
 * not a character, and not storable as UTF-8 text (the fuzzing test found it answering 500).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
