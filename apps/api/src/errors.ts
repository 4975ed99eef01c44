import { ErrorCode } from '@kopkar/domain';

/** The one table mapping error codes to HTTP status (STYLE.md rule 6). */
export const httpStatusOf: Record<ErrorCode, number> = {
  [ErrorCode.VALIDATION]: 422,
  [ErrorCode.BAD_REQUEST]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.INVALID_CREDENTIALS]: 401,
  [ErrorCode.CAPTCHA_INVALID]: 400,
  [ErrorCode.TOKEN_EXPIRED]: 403,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.UNSUPPORTED_MEDIA]: 415,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.INTERNAL]: 500,
  [ErrorCode.UNAVAILABLE]: 503,
};

/** An expected failure with a message that is safe to show the member (Indonesian). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly data: unknown;
  /** Seconds, for 429 replies. */
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message: string, options: { data?: unknown; retryAfter?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.data = options.data ?? null;
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return httpStatusOf[this.code];
  }
}

export const forbidden = (message = 'Anda tidak berhak mengakses data ini') =>
  new AppError(ErrorCode.FORBIDDEN, message);
export const notFound = (message = 'Data tidak ditemukan') => new AppError(ErrorCode.NOT_FOUND, message);

/**
 * A member's own record, or 404: another member's record and one that does not exist get the same answer, so
 * ids and agreement numbers cannot be probed for existence.
 */
export function requireOwn<T>(
  row: T | undefined,
  memberIdOf: (row: T) => number,
  memberId: number,
  message = 'Data tidak ditemukan',
): T {
  if (!row || memberIdOf(row) !== memberId) throw notFound(message);
  return row;
}
