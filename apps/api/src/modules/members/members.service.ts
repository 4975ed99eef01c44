import {
  computeMaxLoan,
  DEFAULT_MAX_LOAN_CAP,
  DEFAULT_MAX_LOAN_MULTIPLIER,
  INQUIRY_IN_APPROVAL,
  type UpdateContactRequest,
  type User,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import { presentUser } from './members.presenter';
import {
  findMemberById,
  hasApplicationInStatus,
  type MemberWithFigures,
  readMemberFigures,
  readSignedInProfile,
  updateContact,
} from './members.repository';

/** Setting keys of docs/product/limits.md#members-and-limits with the domain's defaults as fallback. */
export const LOAN_SETTING_KEYS = {
  contributionMultiplier: { key: 'loan.contributionMultiplier', fallback: DEFAULT_MAX_LOAN_MULTIPLIER },
  loanCap: { key: 'loan.maxAmount', fallback: DEFAULT_MAX_LOAN_CAP },
} as const;

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The docs/product/data.md User from a member and the figures read with it: balances, points and the loan ceiling now. */
function toUser(member: MemberRow, figures: Omit<MemberWithFigures, 'member'>): User {
  const contributionBalance = Number(figures.contributionBalance);
  const { contributionMultiplier, loanCap } = LOAN_SETTING_KEYS;
  const { maxLoan } = computeMaxLoan({
    contributionBalance,
    multiplier: numberOr(figures.multiplier, contributionMultiplier.fallback),
    cap: numberOr(figures.cap, loanCap.fallback),
    runningOutstanding: Number(figures.runningOutstanding),
  });
  return presentUser(member, { contributionBalance, maxLoan, points: Number(figures.points) });
}

/** The member as docs/product/data.md "User", with balances and the loan ceiling computed now (one statement). */
export async function getUserProfile(db: Database, member: MemberRow): Promise<User> {
  const figures = await readMemberFigures(db, member.id);
  if (!figures) throw notFound('Anggota tidak ditemukan');
  return toUser(member, figures);
}

/** Loads an active member or fails with 404 (a resigned member's token is worth nothing). */
export async function requireActiveMember(db: Database, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, memberId);
  if (!member?.isActive) throw notFound('Anggota tidak ditemukan');
  return member;
}

/** Guards calls whose path names a member: only that member may use them (docs/architecture.md). */
export function assertSelf(signedInId: number, pathId: number): void {
  if (signedInId !== pathId) throw forbidden();
}

/**
 * GET /me: the session check, the member and every figure in one statement; undefined when the session is over
 * or the member no longer active (the guard then answers token_expired).
 */
export async function getMe(db: Database, claims: { sub: number; sid: string }): Promise<User | undefined> {
  const row = await readSignedInProfile(db, claims);
  return row ? toUser(row.member, row) : undefined;
}

/** POST /updateData/{id}: the member sets e-mail and phone; the portal then asks them to log in again. */
export async function updateMemberContact(db: Database, memberId: number, input: UpdateContactRequest) {
  await requireActiveMember(db, memberId);
  await updateContact(db, memberId, input.email, input.mobilephoneno);
}

/** Inquiry status (docs/product/loans.md#loan-statuses): 'Sedang dalam approval' while an application is NEW, otherwise empty. */
export async function getInquiryStatus(db: Database, memberId: number): Promise<{ Status: string }> {
  const inApproval = await hasApplicationInStatus(db, memberId, ['NEW']);
  return { Status: inApproval ? INQUIRY_IN_APPROVAL : '' };
}

/** The changes other modules make to a member's row (the members module owns the table). */
export {
  setAvatarFile,
  setPasswordHash,
  setProfileContact,
  setRepaymentChannelOf,
  setResigned,
} from './member-updates.repository';
/** Offered to other modules (a module owns its tables: they call this service, never the repository). */
export {
  findFormerMember,
  findMemberById,
  findMemberByNik,
  findSignedInFormerMember,
  findSignedInMember,
} from './members.repository';
