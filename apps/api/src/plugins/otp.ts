import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { ErrorCode, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@kopkar/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { otps } from '../db/schema';
import { AppError } from '../errors';
import { MAIL_PRIORITY } from './mail-outbox';

const hashCode = (secret: string, id: string, code: string) =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const otpInvalid = () =>
  new AppError(ErrorCode.BAD_REQUEST, 'Kode OTP salah atau sudah tidak berlaku');

/**
 * Issues a reset code for a NIK in ONE statement that does the same work whatever the NIK: for an active member
 * with an e-mail it voids the earlier codes, stores the new one (6 digits from the CSPRNG, valid 10 minutes) and
 * queues the mail; for anyone else the same statement finds no member and writes nothing. The caller answers the
 * same id either way, so neither the reply nor its timing tells whether the NIK exists (one round trip each).
 */
export async function issueResetOtp(
  db: Pick<Database, 'execute'>,
  secret: string,
  nik: string,
  mailOf: (code: string) => { subject: string; body: string },
): Promise<{ id: string }> {
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const mail = mailOf(code);
  await db.execute(sql`
    with member as (
      select id, email from members
      where nik = ${nik} and is_active and coalesce(email, '') <> ''
    ), voided as (
      update otps set voided_at = now()
      where member_id in (select id from member) and used_at is null and voided_at is null
    ), issued as (
      insert into otps (id, member_id, code_hash, expires_at)
      select ${id}, member.id, ${hashCode(secret, id, code)}, now() + make_interval(mins => ${OTP_TTL_MINUTES})
      from member
    )
    insert into outbox (kind, to_address, subject, body, priority)
    select 'email', member.email, ${mail.subject}, ${mail.body}, ${MAIL_PRIORITY.urgent} from member`);
  return { id };
}

/**
 * Checks a code. The try is reserved before the comparison: one conditional UPDATE takes a try only while fewer
 * than OTP_MAX_ATTEMPTS were taken, so thirty guesses sent at once get exactly five comparisons, like thirty in a
 * row. The fifth wrong try voids the code. An unknown NIK, a void code and a wrong code answer alike.
 */
export async function verifyOtp(db: Database, secret: string, nik: string, code: string, id?: string) {
  const { rows } = await db.execute<{ id: string; code_hash: string; attempts: number }>(sql`
    update otps set attempts = attempts + 1
    where id = (
      select o.id from otps o join members m on m.id = o.member_id
      where m.nik = ${nik} and m.is_active and o.used_at is null and o.voided_at is null
        and o.expires_at > now() ${id ? sql`and o.id = ${id}` : sql``}
      order by o.created_at desc limit 1
    ) and attempts < ${OTP_MAX_ATTEMPTS} and voided_at is null and expires_at > now()
    returning id, code_hash, attempts`);
  const reserved = rows[0];
  if (!reserved) throw otpInvalid();
  if (sameHash(reserved.code_hash, hashCode(secret, reserved.id, code))) {
    await db
      .update(otps)
      .set({ verifiedAt: sql`coalesce(${otps.verifiedAt}, now())` })
      .where(eq(otps.id, reserved.id));
    return reserved.id;
  }
  if (reserved.attempts >= OTP_MAX_ATTEMPTS) {
    await db
      .update(otps)
      .set({ voidedAt: sql`now()` })
      .where(and(eq(otps.id, reserved.id), isNull(otps.verifiedAt), isNull(otps.voidedAt)));
  }
  throw otpInvalid();
}

/** The member whose verified, unused, live code this is (password reset checks it before anything else). */
export async function findVerifiedOtpMember(
  db: Database,
  secret: string,
  nik: string,
  id: string,
  code: string,
): Promise<{ memberId: number; nik: string } | undefined> {
  const { rows } = await db.execute<{ member_id: number; nik: string }>(sql`
    select o.member_id, m.nik from otps o join members m on m.id = o.member_id
    where o.id = ${id} and m.nik = ${nik} and m.is_active and o.code_hash = ${hashCode(secret, id, code)}
      and o.verified_at is not null and o.used_at is null and o.voided_at is null and o.expires_at > now()`);
  const row = rows[0];
  return row ? { memberId: Number(row.member_id), nik: row.nik } : undefined;
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
