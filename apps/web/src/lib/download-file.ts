import { API_BASE, ApiError, toApiError } from './api-client.ts';

/** Fetches a file the API serves (xlsx) with the session cookie and hands it to the browser as a download. */
export async function downloadFile(
  path: string,
  filename: string,
  options: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw toApiError(error, 'Export download failed');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as { code?: ApiError['code']; message?: string };
    throw new ApiError({
      statusCode: response.status,
      code: payload.code ?? 'UNKNOWN',
      message: payload.message ?? 'Export download failed',
    });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
