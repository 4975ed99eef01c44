import { ErrorCode } from '@kopkar/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { consumeCaptcha } from '../../plugins/captcha';
import { assertNotLockedOut, recordAttempt } from './lockout';
import { verifyPassword } from './passwords';

export type AuthContext = { db: Database; config: Config; ip: string; userAgent?: string };

/**
 * The one sign-in check for members and staff. Order matters: the lockout first (so the right password is
 * refused too while locked), then the single-use captcha, then the password against argon2id — also for an
 * unknown or disabled account, so timing and messages never tell which accounts exist.
 */
export async function checkCredentials<T extends { passwordHash: string; isActive: boolean }>(
  ctx: AuthContext,
  attempt: { subject: string; password: string; captcha: string; key: string; failureMessage: string },
  loadAccount: () => Promise<T | undefined>,
): Promise<T> {
  await assertNotLockedOut(ctx.db, attempt.subject);
  await consumeCaptcha(ctx.db, ctx.config, attempt.key, attempt.captcha);
  const account = await loadAccount();
  const isValid = await verifyPassword(account?.passwordHash ?? null, attempt.password);
  if (!account || !isValid || !account.isActive) {
    await recordAttempt(ctx.db, attempt.subject, ctx.ip, false);
    throw new AppError(ErrorCode.INVALID_CREDENTIALS, attempt.failureMessage);
  }
  await recordAttempt(ctx.db, attempt.subject, ctx.ip, true);
  return account;
}

/** The sign-in context of a request: the database, the settings and who is calling from where. */
export function authContextOf(request: FastifyRequest): AuthContext {
  return {
    db: request.server.db,
    config: request.server.config,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

/** Route config: at most `max` calls per minute from one address (counters shared through Redis when set). */
export const perIpPerMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
