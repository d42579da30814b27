import { TIMING, type TApiErrorBody, type TErrorCode, type TFieldError } from '@bagdar/contracts';

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

/** Sends a JSON request with the session cookie; resolves with the JSON body or throws an ApiError. */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, fallbackMessage, signal } = options;
  const timeout = AbortSignal.timeout(TIMING.apiTimeoutMs);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
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
