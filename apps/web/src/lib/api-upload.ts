import { TIMING } from '@bagdar/contracts';
import { API_BASE, ApiError, UNKNOWN_ERROR_MESSAGE, toApiError } from './api-client.ts';

export interface TUploadOptions {
  fallbackMessage?: string;
  signal?: AbortSignal;
}

/** Sends one file as multipart (field `file`) with the session cookie; errors map as in `apiRequest`. */
export async function apiUpload<T>(path: string, file: Blob, options: TUploadOptions = {}): Promise<T> {
  const { fallbackMessage, signal } = options;
  const timeout = AbortSignal.timeout(TIMING.apiTimeoutMs);
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    throw toApiError(error, fallbackMessage);
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    payload = undefined;
  }
  if (response.ok) return payload as T;
  if (response.status === 401) console.warn('Unauthorized access - redirecting to login');
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  if (typeof body.code === 'string' && typeof body.message === 'string') {
    throw new ApiError({
      statusCode: typeof body.statusCode === 'number' ? body.statusCode : response.status,
      code: body.code as ApiError['code'],
      message: body.message || fallbackMessage || UNKNOWN_ERROR_MESSAGE,
      ...(Array.isArray(body.details) ? { details: body.details as ApiError['details'] } : {}),
      ...(typeof body.meta === 'object' && body.meta !== null ? { meta: body.meta as Record<string, string> } : {}),
    });
  }
  throw new ApiError({
    statusCode: response.status,
    code: response.status === 413 ? 'MEDIA_TOO_LARGE' : response.status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN',
    message: response.statusText || fallbackMessage || UNKNOWN_ERROR_MESSAGE,
  });
}
