import { DEFAULT_UI_LANGUAGE, TIMING, type TApiErrorBody, type TErrorCode, type TFieldError } from '@bagdar/contracts';
import i18n from 'i18next';

/** All API calls go to the same origin under this base (Vite proxies it in development). */
export const API_BASE = '/api/v1';

/** Codes the client adds to the server's own for failures that never reached an answer. */
export type TClientErrorCode = TErrorCode | 'NETWORK_ERROR' | 'TIMEOUT' | 'UNKNOWN';

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: TClientErrorCode;
  readonly details: TFieldError[];
  readonly reason: string | undefined;
  /** Extra facts from the server, e.g. `until` for ANALYSIS_COOLDOWN. */
  readonly meta: Record<string, string>;

  constructor(init: {
    statusCode: number;
    code: TClientErrorCode;
    message: string;
    details?: TFieldError[];
    reason?: string;
    meta?: Record<string, string>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.details = init.details ?? [];
    this.reason = init.reason;
    this.meta = init.meta ?? {};
  }
}

export interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The per-action message used when neither the server nor the transport gives one (spec §8). */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

function isApiErrorBody(value: unknown): value is TApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'string' && typeof body.message === 'string';
}

function codeForStatus(status: number): TClientErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'UNKNOWN';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Turns anything thrown while calling the API into an ApiError (spec §8). */
export function toApiError(error: unknown, fallbackMessage?: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ApiError({ statusCode: 408, code: 'TIMEOUT', message: error.message || fallbackMessage || 'Timeout' });
  }
  if (error instanceof Error) {
    return new ApiError({
      statusCode: 0,
      code: 'NETWORK_ERROR',
      message: error.message || fallbackMessage || UNKNOWN_ERROR_MESSAGE,
    });
  }
  return new ApiError({ statusCode: 500, code: 'UNKNOWN', message: UNKNOWN_ERROR_MESSAGE });
}

/** Answers asked for ahead of the app (`prefetchGet`), each taken by the first GET of its path. */
const prefetched = new Map<string, { response: Promise<Response>; at: number }>();
/** How long a prefetched answer may wait to be taken (the app asks within a few seconds of starting). */
const PREFETCH_KEPT_MS = 10_000;

/** The interface language: lists of localized names (institutions, countries, cities) sort in it. */
function readerLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_UI_LANGUAGE;
}

function send(path: string, { method = 'GET', body }: TRequestOptions, signal?: AbortSignal): Promise<Response> {
  return fetch(`${API_BASE}${path}`, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': readerLanguage(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

/**
 * Asks for `GET <path>` now, for the first `apiRequest` of that path to take: main.tsx asks for the
 * feed's guard and first posts as soon as it runs, while the app's code is still on its way (decision 014).
 */
export function prefetchGet(path: string): void {
  if (prefetched.has(path)) return;
  const response = send(path, {}, AbortSignal.timeout(TIMING.apiTimeoutMs));
  // Not taken, or failed: not an unhandled rejection (the request that takes it asks again).
  response.catch(() => undefined);
  prefetched.set(path, { response, at: Date.now() });
}

/**
 * The prefetched answer for this path, once and if it is a success: a failure, e.g. a guest's 401 before
 * signing in, or an answer older than PREFETCH_KEPT_MS, is asked for again.
 */
async function takePrefetched(path: string): Promise<Response | null> {
  const entry = prefetched.get(path);
  if (!entry) return null;
  prefetched.delete(path);
  if (Date.now() - entry.at > PREFETCH_KEPT_MS) return null;
  const response = await entry.response.catch(() => null);
  return response?.ok ? response : null;
}

/** Sends a JSON request with the session cookie; resolves with the JSON body or throws an ApiError. */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, fallbackMessage, signal } = options;
  const timeout = AbortSignal.timeout(TIMING.apiTimeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response =
      (method === 'GET' && !signal && (await takePrefetched(path))) || (await send(path, { method, body }, combined));
  } catch (error) {
    throw toApiError(error, fallbackMessage);
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;

  if (response.status === 401) {
    // The guard decides where to go; the client never redirects by itself (spec §8).
    console.warn('Unauthorized access - redirecting to login');
  }
  if (isApiErrorBody(payload)) {
    throw new ApiError({
      statusCode: payload.statusCode || response.status,
      code: payload.code,
      message: payload.message || fallbackMessage || response.statusText || UNKNOWN_ERROR_MESSAGE,
      ...(payload.details ? { details: payload.details } : {}),
      ...(payload.reason ? { reason: payload.reason } : {}),
      ...(payload.meta ? { meta: payload.meta } : {}),
    });
  }
  throw new ApiError({
    statusCode: response.status,
    code: codeForStatus(response.status),
    message: response.statusText || fallbackMessage || UNKNOWN_ERROR_MESSAGE,
  });
}
