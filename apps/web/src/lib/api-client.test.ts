import { TIMING } from '@bagdar/contracts';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, toApiError, UNKNOWN_ERROR_MESSAGE } from './api-client.ts';
import { jsonResponse } from './testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('apiRequest', () => {
  it('sends JSON with the session cookie and a 180 s timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ status: 200, body: { ok: true } })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/auth/logout', { method: 'POST', body: {} })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/logout');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(timeout).toHaveBeenCalledWith(TIMING.apiTimeoutMs);
  });

  it('names the interface language in Accept-Language, the order of the lists of localized names', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ status: 200, body: { items: [] } })));
    vi.stubGlobal('fetch', fetchMock);
    const before = i18n.language;
    await i18n.changeLanguage('kk');
    try {
      await apiRequest('/institutions?limit=20');
    } finally {
      await i18n.changeLanguage(before);
    }
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Accept-Language')).toBe('kk');
  });

  it('carries the server error body: status, code, message, details, reason and meta', async () => {
    const details = [{ field: 'email', code: 'email_invalid', message: 'Invalid email' }];
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse({
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'Invalid body',
            details,
            reason: 'x',
            meta: { until: '2026-12-01T00:00:00.000Z' },
          },
        }),
      ),
    );
    const error = await failureOf(apiRequest('/auth/signup', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Invalid body', reason: 'x' });
    expect(error.details).toEqual(details);
    expect(error.meta).toEqual({ until: '2026-12-01T00:00:00.000Z' });
  });

  it('only logs a 401 and does not redirect', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = window.location.href;
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse({ status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' } }),
      ),
    );
    const error = await failureOf(apiRequest('/auth/me'));
    expect(error.statusCode).toBe(401);
    expect(warn).toHaveBeenCalledWith('Unauthorized access - redirecting to login');
    expect(window.location.href).toBe(before);
  });

  it('uses the transport message when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(apiRequest('/auth/login', { fallbackMessage: 'Login error' }));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: 'Failed to fetch' });
  });

  it('falls back to the per-action message when neither server nor transport says anything', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 })));
    const error = await failureOf(apiRequest('/auth/login', { fallbackMessage: 'Login error' }));
    expect(error).toMatchObject({ statusCode: 502, code: 'INTERNAL_ERROR', message: 'Login error' });
  });

  it('reports a timeout as such', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    const error = await failureOf(apiRequest('/auth/me'));
    expect(error.code).toBe('TIMEOUT');
  });
});

describe('toApiError', () => {
  it('turns anything unknown into a 500 "An unknown error occurred"', () => {
    expect(toApiError('weird')).toMatchObject({ statusCode: 500, message: UNKNOWN_ERROR_MESSAGE });
    expect(UNKNOWN_ERROR_MESSAGE).toBe('An unknown error occurred');
  });
});
