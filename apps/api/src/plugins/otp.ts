import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { ErrorCode, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@kopkar/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { otps } from '../db/schema';
import { AppError } from '../errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const hashCode = (secret: string, id: string, code: string) =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const otpInvalid = () => new AppError(ErrorCode.BAD_REQUEST, 'Kode OTP salah atau sudah tidak berlaku');

/** A 6-digit code from the CSPRNG, valid 10 minutes; issuing one voids the member's earlier codes. */
export async function issueOtp(
  tx: Tx,
  secret: string,
  memberId: number,
): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await tx
    .update(otps)
    .set({ voidedAt: sql`now()` })
    .where(and(eq(otps.memberId, memberId), isNull(otps.usedAt), isNull(otps.voidedAt)));
  await tx.insert(otps).values({
    id,
    memberId,
    codeHash: hashCode(secret, id, code),
    expiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
  });
  return { id, code };
}

async function findLiveOtp(db: Database, memberId: number, id: string | undefined) {
  const conditions = [
    eq(otps.memberId, memberId),
    isNull(otps.usedAt),
    isNull(otps.voidedAt),
    gt(otps.expiresAt, sql`now()`),
  ];
  if (id) conditions.push(eq(otps.id, id));
  const [row] = await db
    .select()
    .from(otps)
    .where(and(...conditions))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return row;
}

/**
 * Checks a code. A wrong code counts an attempt with a conditional UPDATE (so parallel guesses cannot exceed the
 * limit); the fifth wrong one voids the OTP.
 */
export async function verifyOtp(db: Database, secret: string, memberId: number, code: string, id?: string) {
  const row = await findLiveOtp(db, memberId, id);
  if (!row) throw otpInvalid();
  if (sameHash(row.codeHash, hashCode(secret, row.id, code))) {
    await db
      .update(otps)
      .set({ verifiedAt: sql`coalesce(${otps.verifiedAt}, now())` })
      .where(eq(otps.id, row.id));
    return row.id;
  }
  await db
    .update(otps)
    .set({
      attempts: sql`${otps.attempts} + 1`,
      voidedAt: sql`case when ${otps.attempts} + 1 >= ${OTP_MAX_ATTEMPTS} then now() else null end`,
    })
    .where(and(eq(otps.id, row.id), isNull(otps.voidedAt)));
  throw otpInvalid();
}

/** Uses a verified OTP once (password reset). Returns false when it is not verified, used, void or expired. */
export async function consumeVerifiedOtp(tx: Tx, secret: string, memberId: number, id: string, code: string) {
  const [row] = await tx
    .update(otps)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(otps.id, id),
        eq(otps.memberId, memberId),
        eq(otps.codeHash, hashCode(secret, id, code)),
        sql`${otps.verifiedAt} is not null`,
        isNull(otps.usedAt),
        isNull(otps.voidedAt),
        gt(otps.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: otps.id });
  return Boolean(row);
}
