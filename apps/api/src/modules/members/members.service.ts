import {
  computeMaxLoan,
  DEFAULT_MAX_LOAN_CAP,
  DEFAULT_MAX_LOAN_MULTIPLIER,
  INQUIRY_IN_APPROVAL,
  type UpdateContactRequest,
  type User,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { getNumberSetting } from '../settings/settings.service';
import { presentUser } from './members.presenter';
import {
  findMemberById,
  hasApplicationInStatus,
  type MemberRow,
  sumContributions,
  sumPoints,
  sumRunningOutstanding,
  updateContact,
} from './members.repository';

/** Setting keys of DOMAIN.md "Members and limits" with the domain's defaults as fallback. */
export const LOAN_SETTING_KEYS = {
  contributionMultiplier: { key: 'loan.contributionMultiplier', fallback: DEFAULT_MAX_LOAN_MULTIPLIER },
  loanCap: { key: 'loan.maxAmount', fallback: DEFAULT_MAX_LOAN_CAP },
} as const;

/** The member as SPEC §3 "User", with balances and the loan ceiling computed now. */
export async function getUserProfile(db: Database, member: MemberRow): Promise<User> {
  // One after another: this also runs inside transactions, where a connection takes one query at a time.
  const contributionBalance = await sumContributions(db, member.id);
  const points = await sumPoints(db, member.id);
  const runningOutstanding = await sumRunningOutstanding(db, member.id);
  const { contributionMultiplier, loanCap } = LOAN_SETTING_KEYS;
  const multiplier = await getNumberSetting(db, contributionMultiplier.key, contributionMultiplier.fallback);
  const cap = await getNumberSetting(db, loanCap.key, loanCap.fallback);
  const { maxLoan } = computeMaxLoan({ contributionBalance, multiplier, cap, runningOutstanding });
  return presentUser(member, { contributionBalance, maxLoan, points });
}

/** Loads an active member or fails with 404 (a resigned member's token is worth nothing). */
export async function requireActiveMember(db: Database, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, memberId);
  if (!member?.isActive) throw notFound('Anggota tidak ditemukan');
  return member;
}

/** Guards calls whose path names a member: only that member may use them (ARCHITECTURE.md). */
export function assertSelf(signedInId: number, pathId: number): void {
  if (signedInId !== pathId) throw forbidden();
}

export async function getMe(db: Database, memberId: number): Promise<User> {
  return getUserProfile(db, await requireActiveMember(db, memberId));
}

/** POST /updateData/{id}: the member sets e-mail and phone; the portal then asks them to log in again. */
export async function updateMemberContact(db: Database, memberId: number, input: UpdateContactRequest) {
  await requireActiveMember(db, memberId);
  await updateContact(db, memberId, input.email, input.mobilephoneno);
}

/** Inquiry status (SPEC §4): 'Sedang dalam approval' while an application is NEW, otherwise empty. */
export async function getInquiryStatus(db: Database, memberId: number): Promise<{ Status: string }> {
  const inApproval = await hasApplicationInStatus(db, memberId, ['NEW']);
  return { Status: inApproval ? INQUIRY_IN_APPROVAL : '' };
}
