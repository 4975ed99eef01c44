import { ErrorCode, LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@kopkar/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { createDatabaseCounters, type Queryable } from '../../plugins/counters';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/**
 * Per-account limits ('member:<nik>', 'staff:<username>', 'otp-request:<nik>'). They live in PostgreSQL, not in
 * Redis, because they are security state: every API process sees the same count, a spoofed X-Forwarded-For
 * changes nothing, and a Redis restart (which keeps nothing on disk) cannot hand an attacker a fresh window.
 *
 * The attempt is reserved BEFORE the expensive check: the counter is incremented first, and only the first
 * LOGIN_MAX_FAILURES hits of a window may go on to argon2. Forty guesses sent at once therefore get exactly the
 * five checks that forty guesses in a row get; a read of the count followed by a later write would let them all in.
 */
export async function reserveAttempt(
  db: Queryable,
  subject: string,
  lockedMessage = 'Terlalu banyak percobaan gagal. Akun dikunci sementara, coba lagi dalam {minutes} menit.',
): Promise<void> {
  const hit = await createDatabaseCounters(db).hit(subject, WINDOW_MS);
  if (hit.hits <= LOGIN_MAX_FAILURES) return;
  const retryAfter = Math.max(1, Math.ceil(hit.resetInMs / 1000));
  throw new AppError(
    ErrorCode.RATE_LIMITED,
    lockedMessage.replace('{minutes}', String(Math.ceil(retryAfter / 60))),
    { retryAfter },
  );
}

/** Gives a reserved attempt back when it was never checked (a wrong captcha says nothing about the password). */
export async function releaseAttempt(db: Database, subject: string): Promise<void> {
  await createDatabaseCounters(db).release(subject);
}

/** A successful sign-in clears the failures before it, as a run of attempts in sequence would. */
export async function clearAttempts(db: Database, subject: string): Promise<void> {
  await createDatabaseCounters(db).reset(subject);
}
