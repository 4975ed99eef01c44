import { randomUUID } from 'node:crypto';
import { ErrorCode, type LoginRequest } from '@kopkar/domain';
import { eq, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueueMail } from '../../plugins/mail-outbox';
import { consumeVerifiedOtp, issueOtp, verifyOtp } from '../../plugins/otp';
import { findMemberByNik } from '../members/members.repository';
import { getUserProfile, requireActiveMember } from '../members/members.service';
import { type AuthContext, checkCredentials } from './credentials';
import { assertNotLockedOut, recordAttempt } from './lockout';
import { assertPasswordPolicy, hashPassword, verifyPassword } from './passwords';
import { issueSession, revokeAllSessions, rotateRefreshToken } from './sessions';

type Context = AuthContext;

/** POST /web/login. */
export async function loginMember(ctx: Context, input: LoginRequest) {
  const member = await checkCredentials(
    ctx,
    { subject: `member:${input.nik}`, ...input, failureMessage: 'NIK atau password salah' },
    () => findMemberByNik(ctx.db, input.nik),
  );
  return startMemberSession(ctx, member.id, member.nik);
}

async function startMemberSession(ctx: Context, memberId: number, nik: string, familyId?: string) {
  const session = await issueSession(
    ctx.db,
    ctx.config,
    { sub: memberId, kind: 'member', nik },
    {
      familyId,
      userAgent: ctx.userAgent,
    },
  );
  const user = await getUserProfile(ctx.db, await requireActiveMember(ctx.db, memberId));
  return { session, user };
}

/** POST /refresh: rotates the cookie's refresh token and returns a new access token with the user. */
export async function refreshMemberSession(ctx: Context, presented: string | undefined) {
  if (!presented) throw new AppError(ErrorCode.TOKEN_EXPIRED, 'token_expired');
  const rotated = await rotateRefreshToken(ctx.db, presented);
  if (rotated.subjectKind !== 'member') throw new AppError(ErrorCode.TOKEN_EXPIRED, 'token_expired');
  const member = await requireActiveMember(ctx.db, rotated.subjectId).catch(() => {
    throw new AppError(ErrorCode.TOKEN_EXPIRED, 'token_expired');
  });
  return startMemberSession(ctx, member.id, member.nik, rotated.familyId);
}

/**
 * GET /otp/{nik}: sends a code to the member's e-mail through the outbox. The reply is the same whether or not
 * the NIK exists or has an e-mail (an id that will never verify), so it cannot be used to find members. Every
 * request counts against the NIK, known or not, so more than five in the window get 429 for everyone alike.
 */
export async function requestPasswordResetOtp(ctx: Context, nik: string): Promise<{ id: string }> {
  const subject = `otp-request:${nik}`;
  await assertNotLockedOut(ctx.db, subject);
  await recordAttempt(ctx.db, subject, ctx.ip, false);
  const member = await findMemberByNik(ctx.db, nik);
  if (!member?.isActive || !member.email) return { id: randomUUID() };
  const { email, name } = member;
  return ctx.db.transaction(async (tx) => {
    const otp = await issueOtp(tx, ctx.config.jwtSecret, member.id);
    await enqueueMail(tx, {
      to: email,
      subject: 'Kode OTP reset password',
      body: `Halo ${name},\n\nKode OTP untuk mengatur ulang password Anda: ${otp.code}\nKode berlaku 10 menit dan hanya dapat dipakai sekali. Jangan berikan kode ini kepada siapa pun, termasuk petugas koperasi.\n\nJika Anda tidak meminta reset password, abaikan e-mail ini.`,
    });
    return { id: otp.id };
  });
}

/** POST /otp/verifikasi. */
export async function verifyResetOtp(ctx: Context, input: { nik: string; otp_code: string; id?: string }) {
  const member = await findMemberByNik(ctx.db, input.nik);
  if (!member?.isActive) throw new AppError(ErrorCode.BAD_REQUEST, 'Kode OTP salah atau sudah tidak berlaku');
  const id = await verifyOtp(ctx.db, ctx.config.jwtSecret, member.id, input.otp_code, input.id);
  return { id };
}

/** POST /reset-password: needs the verified, unused OTP; sets the password and ends every session. */
export async function resetPassword(
  ctx: Context,
  input: { nik: string; new_password: string; id: string; otp_code: string },
) {
  const member = await findMemberByNik(ctx.db, input.nik);
  if (!member?.isActive) throw new AppError(ErrorCode.BAD_REQUEST, 'Kode OTP salah atau sudah tidak berlaku');
  assertPasswordPolicy(input.new_password, member.nik);
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    const isUsed = await consumeVerifiedOtp(tx, ctx.config.jwtSecret, member.id, input.id, input.otp_code);
    if (!isUsed) throw new AppError(ErrorCode.BAD_REQUEST, 'Kode OTP salah atau sudah tidak berlaku');
    await tx
      .update(members)
      .set({ passwordHash, passwordChangedAt: sql`now()` })
      .where(eq(members.id, member.id));
    await revokeAllSessions(tx, 'member', member.id);
  });
}

/** POST /change-password: old password required; every session ends (the portal asks to log in again). */
export async function changePassword(
  ctx: Context,
  memberId: number,
  input: { old_password: string; new_password: string; password_confirmation?: string },
) {
  if (input.password_confirmation !== undefined && input.password_confirmation !== input.new_password) {
    throw new AppError(ErrorCode.VALIDATION, 'Password dan repasswod tidak sama !');
  }
  const member = await requireActiveMember(ctx.db, memberId);
  if (!(await verifyPassword(member.passwordHash, input.old_password))) {
    throw new AppError(ErrorCode.BAD_REQUEST, 'Password lama salah');
  }
  assertPasswordPolicy(input.new_password, member.nik);
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ passwordHash, passwordChangedAt: sql`now()` })
      .where(eq(members.id, member.id));
    await revokeAllSessions(tx, 'member', member.id);
  });
}
