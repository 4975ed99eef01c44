/**
 * Error codes shared by API and web. The API maps each to an HTTP status in one table (apps/api/src/errors.ts);
 * the web app may branch on them. The human message travels separately and is Indonesian.
 */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA: 'UNSUPPORTED_MEDIA',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  /** A dependency (the database) is down or too slow: try again later; nothing was wrong with the request. */
  UNAVAILABLE: 'UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The message of a 403 for an expired or invalid access token: the SPA refreshes on it (docs/product/api.md). */
export const TOKEN_EXPIRED_MESSAGE = 'token_expired';
