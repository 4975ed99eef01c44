import { ErrorCode, type LoginRequest } from '@kopkar/domain';
import { AppError } from '../../errors';
import {
  consumeVerifiedOtp,
  findVerifiedOtpMember,
  issueResetOtp,
  otpInvalid,
  verifyOtp,
} from '../../plugins/otp';
import {
  findMemberByNik,
  getUserProfile,
  requireActiveMember,
  setPasswordHash,
} from '../members/members.service';
import { acceptCurrentVersionsOnActivation } from '../privacy/privacy.service';
import { type AuthContext, checkCredentials } from './credentials';
import { startFormerSession } from './former-session';
import { reserveAttempt } from './lockout';
import { assertPasswordPolicy, hashPassword, verifyPassword } from './passwords';
import { issueSession, revokeAllSessions, rotateRefreshToken } from './sessions';

type Context = AuthContext;

/** POST /web/login. */
export async function loginMember(ctx: Context, input: LoginRequest) {
  const member = await checkCredentials(
    ctx,
    {
      subject: `member:${input.nik}`,
      ...input,
      failureMessage: 'NIK atau password salah',
      admitsFormerMember: true,
    },
    () => findMemberByNik(ctx.db, input.nik),
  );
  if (!member.isActive) return startFormerSession(ctx, member.id);
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
  if (rotated.subjectKind === 'former') return startFormerSession(ctx, rotated.subjectId, rotated.familyId);
  if (rotated.subjectKind !== 'member') throw new AppError(ErrorCode.TOKEN_EXPIRED, 'token_expired');
  const member = await requireActiveMember(ctx.db, rotated.subjectId).catch(() => {
    throw new AppError(ErrorCode.TOKEN_EXPIRED, 'token_expired');
  });
  return startMemberSession(ctx, member.id, member.nik, rotated.familyId);
}

/**
 * GET /otp/{nik}: sends a code to the member's e-mail through the outbox. The reply, and the work done for it,
 * are the same whether or not the NIK exists or has an e-mail (one statement either way, see issueResetOtp), so
 * it cannot be used to find members. Every request counts against the NIK, known or not, reserved before the
 * code is issued: more than five in the window get 429 for everyone alike, however many arrive at once.
 */
export async function requestPasswordResetOtp(ctx: Context, nik: string): Promise<{ id: string }> {
  // One transaction, so a known and an unknown NIK both end in one commit that wrote (the counter): the WAL
  // flush of the OTP's own writes cannot set the known NIK's reply apart by its timing.
  return ctx.db.transaction(async (tx) => {
    await reserveAttempt(
      tx,
      `otp-request:${nik}`,
      'Terlalu banyak permintaan kode OTP. Silakan coba lagi dalam {minutes} menit.',
    );
    return issueResetOtp(tx, ctx.config.jwtSecret, nik, resetOtpMail);
  });
}

const resetOtpMail = (code: string) => ({
  subject: 'Kode OTP reset password',
  body: `Halo,\n\nKode OTP untuk mengatur ulang password Anda: ${code}\nKode berlaku 10 menit dan hanya dapat dipakai sekali. Jangan berikan kode ini kepada siapa pun, termasuk petugas koperasi.\n\nJika Anda tidak meminta reset password, abaikan e-mail ini.`,
});

/** POST /otp/verifikasi. */
export async function verifyResetOtp(ctx: Context, input: { nik: string; otp_code: string; id?: string }) {
  const id = await verifyOtp(ctx.db, ctx.config.jwtSecret, input.nik, input.otp_code, input.id);
  return { id };
}

/**
 * POST /reset-password: the verified, unused OTP is checked FIRST, before the password policy or argon2, so an
 * unknown NIK and a wrong code get the same answer in the same time; only someone holding the mailed code
 * reaches the policy check. Then the password is set and every session ends.
 */
export async function resetPassword(
  ctx: Context,
  input: { nik: string; new_password: string; id: string; otp_code: string },
) {
  const { jwtSecret } = ctx.config;
  const owner = await findVerifiedOtpMember(ctx.db, jwtSecret, input.nik, input.id, input.otp_code);
  if (!owner) throw otpInvalid();
  assertPasswordPolicy(input.new_password, owner.nik);
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    const isUsed = await consumeVerifiedOtp(tx, jwtSecret, owner.memberId, input.id, input.otp_code);
    if (!isUsed) throw otpInvalid();
    // Activation (the first password) accepts the terms and privacy versions the screen named; must run first.
    await acceptCurrentVersionsOnActivation(tx, owner.memberId);
    await setPasswordHash(tx, owner.memberId, passwordHash, false);
    await revokeAllSessions(tx, 'member', owner.memberId);
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
    await setPasswordHash(tx, member.id, passwordHash, false);
    await revokeAllSessions(tx, 'member', member.id);
  });
}
