import { ErrorCode } from '@kopkar/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, httpStatusOf } from '../errors';
import { sendFailure } from './failure-reply';

const INTERNAL_MESSAGE = 'Terjadi kesalahan pada server. Silakan coba lagi.';
export const UNAVAILABLE_MESSAGE = 'Layanan sedang tidak tersedia. Silakan coba lagi beberapa saat lagi.';
const CONFLICT_MESSAGE = 'Permintaan yang sama sedang atau sudah diproses. Silakan muat ulang halaman.';

/** The PostgreSQL error code, whether the driver error arrives bare or wrapped by drizzle. */
function sqlStateOf(error: unknown): unknown {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf((error as { cause?: unknown } | null)?.cause) ?? codeOf(error);
}

/** PostgreSQL unique_violation. */
const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

/** The ledger's trigger refused an entry dated in a closed month (migration 0025, SQLSTATE KL001). */
export const isClosedPeriod = (error: unknown) => sqlStateOf(error) === 'KL001';
const CLOSED_PERIOD_MESSAGE =
  'Periode buku sudah ditutup. Transaksi tidak dapat dicatat pada bulan tersebut.';

/**
 * Text PostgreSQL cannot store: a NUL character (`\u0000`) in any string of a body, query or path is valid JSON
 * and valid for zod, and only the database refuses it (22021 character_not_in_repertoire, 22P05
 * untranslatable_character). It is the client's bad input, not a server failure.
 */
const isUnstorableText = (error: unknown) => ['22021', '22P05'].includes(String(sqlStateOf(error)));

/** Socket-level failures of the database connection (refused, reset, unreachable, timed out). */
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * The database is down, unreachable or too slow, as opposed to a bug: SQLSTATE class 08 (connection), 53
 * (insufficient resources), 57P0x (shutting down), 57014 (statement timeout), a socket error, the pool's own
 * timeouts, or a client whose connection broke under a transaction (its rollback then fails as "not queryable"). The request was fine; the answer is 503 "try again", not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = String(sqlStateOf(error) ?? '');
  if (/^(08|53)/.test(code) || /^57P0/.test(code) || code === '57014' || CONNECTION_ERRORS.has(code))
    return true;
  const messages = [error, (error as { cause?: unknown } | null)?.cause].map((item) =>
    item instanceof Error ? item.message : '',
  );
  return messages.some((message) =>
    /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connect ECONNREFUSED|is not queryable/.test(
      message,
    ),
  );
}

/** Indonesian texts for the framework's own client errors (bad JSON, too large, wrong content type…). */
const BAD_REQUEST_MESSAGE = 'Permintaan tidak dapat diproses';
const frameworkMessages: Record<number, string> = {
  400: BAD_REQUEST_MESSAGE,
  404: 'Alamat tidak ditemukan',
  405: 'Metode tidak diizinkan',
  413: 'Ukuran data terlalu besar',
  414: 'Alamat terlalu panjang',
  415: 'Jenis konten tidak didukung',
  429: 'Terlalu banyak percobaan. Silakan coba lagi nanti.',
};

type Issue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
};

/** Field errors name the field as the form knows it ('email'), or the part of the request when it has none. */
function toFieldErrors(validation: readonly Issue[], context: string | undefined) {
  return validation.map((issue) => {
    const zodPath = issue.params?.issue?.path;
    const path = zodPath?.length
      ? zodPath.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return {
      path: path || (context ?? ''),
      message: issue.params?.issue?.message ?? issue.message ?? '',
    };
  });
}

/**
 * One error handler for the whole app: validation → 422 with field errors, AppError → its mapped status,
 * framework 4xx → an Indonesian message, everything else → 500 that says nothing about internals. API calls get
 * the envelope, page loads an HTML page (failure-reply.ts).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toFieldErrors(error.validation as unknown as Issue[], error.validationContext);
      return sendFailure(request, reply, 422, 'Data yang dikirim tidak valid', { errors });
    }
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return sendFailure(request, reply, error.status, error.message, error.data);
    }
    if (isUnstorableText(error)) {
      const errors = [{ path: '', message: 'Teks berisi karakter yang tidak diizinkan' }];
      return sendFailure(request, reply, 422, 'Data yang dikirim tidak valid', { errors });
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT' || isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'dependency unavailable or too slow');
      return sendFailure(request, reply, 503, UNAVAILABLE_MESSAGE);
    }
    if (isClosedPeriod(error)) return sendFailure(request, reply, 409, CLOSED_PERIOD_MESSAGE);
    if (isUniqueViolation(error)) {
      // A database rule caught a double submit the service did not: the request conflicts, nothing broke.
      return sendFailure(request, reply, 409, CONFLICT_MESSAGE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendFailure(request, reply, status, frameworkMessages[status] ?? BAD_REQUEST_MESSAGE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(request, reply, httpStatusOf[ErrorCode.INTERNAL], INTERNAL_MESSAGE);
  });
}

/**
 * Fastify's router answers some bad URLs itself, before any route or setErrorHandler runs: malformed %-encoding
 * (FST_ERR_BAD_URL) and a path parameter longer than maxParamLength (FST_ERR_MAX_PARAM_LENGTH). Pass this as the
 * `frameworkErrors` option so those replies use the envelope too.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return sendFailure(request, reply, status, frameworkMessages[status] ?? BAD_REQUEST_MESSAGE);
}
