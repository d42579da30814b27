import type { TErrorCode, TFieldError } from '@bagdar/contracts';

export interface AppErrorExtras {
  details?: TFieldError[];
  reason?: string;
  /** Extra facts for the client, e.g. `{ until }` with ANALYSIS_COOLDOWN or `{ minimumAge }` with UNDER_MINIMUM_AGE. */
  meta?: Record<string, string>;
  /** Extra response headers, e.g. `Retry-After` with RATE_LIMITED. */
  headers?: Record<string, string>;
}

/** The one error type the API throws on purpose; plugins/error-handler.ts turns it into the response. */
export class AppError extends Error {
  readonly extras: AppErrorExtras;

  constructor(
    readonly code: TErrorCode,
    readonly statusCode: number,
    message?: string,
    extras: AppErrorExtras = {},
  ) {
    super(message ?? code);
    this.name = 'AppError';
    this.extras = extras;
  }
}
