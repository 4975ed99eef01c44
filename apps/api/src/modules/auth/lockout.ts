import { ErrorCode, LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@kopkar/domain';
import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Failed attempts are counted per subject ('member:<nik>', 'staff:<username>', 'otp:<nik>') in the database, so
 * every API copy sees the same count and a spoofed X-Forwarded-For changes nothing.
 */
export async function assertNotLockedOut(db: Database, subject: string): Promise<void> {
  const windowStart = sql`now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES})`;
  const [lastSuccess] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.subject, subject),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, windowStart),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const since = lastSuccess ? sql`${lastSuccess.at}` : windowStart;
  const [failures] = await db
    .select({ total: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.subject, subject),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  if (!failures || failures.total < LOGIN_MAX_FAILURES) return;
  const oldest = failures.oldest ? new Date(failures.oldest).getTime() : Date.now();
  const retryAfter = Math.max(
    1,
    Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MINUTES * 60_000 - Date.now()) / 1000),
  );
  throw new AppError(
    ErrorCode.RATE_LIMITED,
    `Terlalu banyak percobaan gagal. Akun dikunci sementara, coba lagi dalam ${Math.ceil(retryAfter / 60)} menit.`,
    { retryAfter },
  );
}

export async function recordAttempt(
  db: Database,
  subject: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insert(loginAttempts).values({ subject, ip, succeeded });
}
