import { ErrorCode, type StaffLoginRequest, TOKEN_EXPIRED_MESSAGE } from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { StaffRow } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { type AuthContext, checkCredentials } from '../auth/credentials';
import { issueSession, rotateRefreshToken } from '../auth/sessions';
import { presentStaff } from './staff.presenter';
import { findStaffById, findStaffByUsername } from './staff.repository';

async function startStaffSession(ctx: AuthContext, account: StaffRow, familyId?: string) {
  const session = await issueSession(
    ctx.db,
    ctx.config,
    { sub: account.id, kind: 'staff', role: account.role },
    { familyId, userAgent: ctx.userAgent },
  );
  return { session, staff: presentStaff(account) };
}

/** POST /admin/login: the member sign-in rules (lockout, captcha, argon2id) for a staff username. */
export async function loginStaff(ctx: AuthContext, input: StaffLoginRequest) {
  const account = await checkCredentials(
    ctx,
    { subject: `staff:${input.username}`, ...input, failureMessage: 'Username atau password salah' },
    () => findStaffByUsername(ctx.db, input.username),
  );
  return startStaffSession(ctx, account);
}

/** POST /admin/refresh: rotates the staff cookie; a disabled account gets no new token. */
export async function refreshStaffSession(ctx: AuthContext, presented: string | undefined) {
  const refused = () => new AppError(ErrorCode.TOKEN_EXPIRED, TOKEN_EXPIRED_MESSAGE);
  if (!presented) throw refused();
  const rotated = await rotateRefreshToken(ctx.db, presented);
  if (rotated.subjectKind !== 'staff') throw refused();
  const account = await findStaffById(ctx.db, rotated.subjectId);
  if (!account?.isActive) throw refused();
  return startStaffSession(ctx, account, rotated.familyId);
}

/** The active staff account behind a token (a disabled account's token is worth nothing). */
export async function requireActiveStaff(db: Database, staffId: number): Promise<StaffRow> {
  const account = await findStaffById(db, staffId);
  if (!account?.isActive) throw notFound('Akun petugas tidak ditemukan');
  return account;
}

/** Offered to the auth guard (a module owns its tables: it calls this service, never the repository). */
export { findSignedInStaff } from './staff.repository';
