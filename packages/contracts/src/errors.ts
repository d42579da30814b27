/**
 * Stable error codes. The server answers `{ statusCode, code, message, details? }`;
 * the web client translates the code (`errors.<code>`), falling back to the message.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PAYWALL',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CSRF_REJECTED',
  'INVALID_CREDENTIALS',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'TOKEN_INVALID',
  'ALREADY_VERIFIED',
  'ALREADY_ONBOARDED',
  'PASSWORD_CHANGE_NOT_ALLOWED',
  'WRONG_CURRENT_PASSWORD',
  'INTERNAL_ERROR',
  'UNDER_MINIMUM_AGE',
  'ATTEMPT_COMPLETED',
  'QUESTIONS_UNANSWERED',
  'FEEDBACK_EXISTS',
  'TEST_NOT_PUBLISHABLE',
  'TESTS_INCOMPLETE',
  'ANALYSIS_COOLDOWN',
  'ANALYSIS_RUNNING',
  'MEDIA_INVALID',
  'MEDIA_TOO_LARGE',
  'VIDEO_TOO_LONG',
  'LOCATION_IN_USE',
  'PLAN_EXISTS',
  'ANALYSIS_REQUIRED',
  'IMPORT_FILE_INVALID',
  'IMPORT_TOO_MANY_ROWS',
  'IMPORT_HAS_ERRORS',
  'SEATS_EXCEEDED',
  'ACTIVATION_CODE_INVALID',
  'INVALID_TRANSITION',
  'NO_SUBSCRIPTION',
  'UPGRADE_NOT_NEEDED',
  'ALREADY_REVIEWED',
  'CANNOT_BLOCK_SELF',
  'CANNOT_CHANGE_OWN_ROLE',
  'ACCOUNT_BLOCKED',
  'ACCOUNT_SUSPENDED',
  'CONTENT_REJECTED',
  'CANNOT_REPORT_OWN',
  'TOO_YOUNG_TO_WIDEN',
  'DATA_EXPORT_RUNNING',
  'DATA_EXPORT_EXPIRED',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export interface TFieldError {
  /** Dotted path of the field, e.g. `password` or `interests.2`. */
  field: string;
  /** A translation key under `validation.` (see `VALIDATION_KEYS`). */
  code: string;
  message: string;
}

export interface TApiErrorBody {
  statusCode: number;
  code: TErrorCode;
  message: string;
  details?: TFieldError[];
  /** With code PAYWALL or FORBIDDEN: why access was denied (an access-policy reason such as `user_insufficient_tier`). */
  reason?: string;
  /** Extra facts the client shows, e.g. `{ until: '2026-12-01T00:00:00Z' }` for ANALYSIS_COOLDOWN. */
  meta?: Record<string, string>;
}
