import type { Database } from '../../db/client';
import { forbidden } from '../../errors';
import { findStaffById } from './staff.repository';

/**
 * Four eyes on money: a staff account linked to a member (`staff.member_id`) never decides that
 * member's own application, request, money or membership; another staff account must. Every decision service
 * calls `refuseOwnDecision` inside its transaction, once it knows which member the decision is about and before
 * it writes anything, so a refusal leaves the database as it was.
 */

/** The 403 message of each kind of decision, in the words the staff member reads in the desk's toast. */
export const OWN_DECISION_MESSAGES = {
  /** A step of a loan application or its funding (the message loan decisions have always given). */
  application: 'Anda tidak dapat memutuskan pengajuan Anda sendiri',
  /** A member's request: deposit, withdrawal, early settlement, resignation, data request. */
  request: 'Anda tidak dapat memutuskan permintaan Anda sendiri',
  /** The staff member's own member record, status or points. */
  membership: 'Anda tidak dapat mengubah poin atau data keanggotaan Anda sendiri',
  /** A posting over every member that would also book the staff member's own money (SHU). */
  posting:
    'Posting ini ikut membukukan uang Anda sendiri sebagai anggota. Minta petugas lain untuk memposting.',
  /** A payroll posting whose failed-deduction list skips the staff member's own deduction. */
  ownDeduction:
    'Daftar potongan gagal memuat NIK Anda sendiri. Minta petugas lain untuk memposting periode ini.',
  /** HR's file of actual deductions says the staff member's own deduction differs from the instruction. */
  ownActualDeduction:
    'File potongan memuat potongan Anda sendiri yang tidak sesuai instruksi. Minta petugas lain untuk memposting periode ini.',
} as const;

export type OwnDecisionKind = keyof typeof OWN_DECISION_MESSAGES;

/** The member a decision is about, or, for a posting over many members, whether it touches the linked one. */
type Touches = number | ((linkedMemberId: number) => boolean | Promise<boolean>);

/**
 * Throws 403 with the kind's message when the decision touches the member the staff account is linked to. The
 * link is read here, in the caller's transaction, rather than taken from the signed-in account loaded earlier,
 * so every caller applies the rule to the same current value.
 */
export async function refuseOwnDecision(
  db: Database,
  staffId: number,
  kind: OwnDecisionKind,
  touches: Touches,
): Promise<void> {
  const linkedMemberId = (await findStaffById(db, staffId))?.memberId ?? null;
  if (linkedMemberId === null) return;
  const isOwn = typeof touches === 'number' ? touches === linkedMemberId : await touches(linkedMemberId);
  if (isOwn) throw forbidden(OWN_DECISION_MESSAGES[kind]);
}
