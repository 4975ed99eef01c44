import { ErrorCode, RESIGNATION_MESSAGES } from '@kopkar/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { consumeCaptcha } from '../../plugins/captcha';
import { clearAttempts, releaseAttempt, reserveAttempt } from './lockout';
import { verifyPassword } from './passwords';

export type AuthContext = { db: Database; config: Config; ip: string; userAgent?: string };

/**
 * The one sign-in check for members and staff. Order matters: the attempt is reserved first (so the right
 * password is refused too while locked, and concurrent guesses cannot outrun the limit), then the single-use
 * captcha, then the password against argon2id — also for an unknown or disabled account, and for a member who has
 * no password yet (imported by HR, not activated: a null hash is checked against the dummy hash), so timing and
 * messages never tell which accounts exist or which are still waiting for activation.
 */
export async function checkCredentials<
  T extends { passwordHash: string | null; isActive: boolean; resignedAt?: Date | null },
>(
  ctx: AuthContext,
  attempt: {
    subject: string;
    password: string;
    captcha: string;
    key: string;
    failureMessage: string;
    /** A closed account of a member who left with the right password is returned (inactive) instead of refused. */
    admitsFormerMember?: boolean;
  },
  loadAccount: () => Promise<T | undefined>,
): Promise<T> {
  await reserveAttempt(ctx.db, attempt.subject);
  try {
    await consumeCaptcha(ctx.db, ctx.config, attempt.key, attempt.captcha);
  } catch (error) {
    await releaseAttempt(ctx.db, attempt.subject);
    throw error;
  }
  const account = await loadAccount();
  const isValid = await verifyPassword(account?.passwordHash ?? null, attempt.password);
  // Only someone who knows the password learns that the member left: tell them why, not "wrong password".
  // The member sign-in lets them in read-only (docs/decisions/0017-former-member-access.md); it decides the rest.
  if (account?.resignedAt && isValid && !account.isActive) {
    if (!attempt.admitsFormerMember) {
      throw new AppError(ErrorCode.INVALID_CREDENTIALS, RESIGNATION_MESSAGES.ACCOUNT_CLOSED);
    }
    await clearAttempts(ctx.db, attempt.subject);
    return account;
  }
  if (!account || account.passwordHash === null || !isValid || !account.isActive) {
    throw new AppError(ErrorCode.INVALID_CREDENTIALS, attempt.failureMessage);
  }
  await clearAttempts(ctx.db, attempt.subject);
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
