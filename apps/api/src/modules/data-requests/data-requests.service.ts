import {
  type AdminDataRequest,
  CORRECTION_FIELDS,
  CORRECTION_UNCHANGED_MESSAGE,
  type CorrectionField,
  type CorrectionTopic,
  compareDataRequestsForQueue,
  DATA_REQUEST_NOTICES,
  DATA_REQUEST_TOPIC_LABELS,
  type DataRequest,
  type DataRequestCreate,
  type DeletionOutcome,
  describeDeletionOutcome,
  ErrorCode,
  isCorrectionUnchanged,
  proposedValuesOf,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { eraseAvatar } from '../account/avatar-erasure.service';
import { eraseClosedApplicationPhotos } from '../applications/document-retention.service';
import type { Actor } from '../backoffice/backoffice-guard';
import { anonymiseCommentsOf } from '../blog/comment-erasure.service';
import { applyMemberCorrection } from '../members/member-corrections.service';
import { findMemberById } from '../members/members.service';
import { notifyMember } from '../notifications/notifications.service';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import { auditViewOf, presentAdminDataRequest, presentDataRequest } from './data-requests.presenter';
import {
  claimDecision,
  type DataRequestRow,
  findRequest,
  insertOpenRequest,
  listOpenRequests,
  listRequestsOf,
  type RequestMember,
  saveDeletionOutcome,
} from './data-requests.repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const missing = () => notFound('Permintaan tidak ditemukan');

/** The member's values a correction may change, by members column, to compare the proposal with. */
const correctableValuesOf = (member: CorrectableMember): Record<CorrectionField, string | null> => ({
  name: member.name,
  birthDate: member.birthDate,
  address: member.address,
  payrollAccountNo: member.payrollAccountNo,
  payrollAccountName: member.payrollAccountName,
});
type CorrectableMember = Record<CorrectionField, string | null>;

/**
 * POST /account/data-requests: files a correction or deletion request (audited as the member's). A second open
 * request on the same topic is refused with 409: the unique index decides, never a read before the write. A
 * correction equal to the record as it stands is refused with 422 (it would ask ADMIN to decide about nothing).
 */
export async function submitDataRequest(
  db: Database,
  memberId: number,
  input: DataRequestCreate,
): Promise<DataRequest> {
  const proposed = proposedValuesOf(input);
  const member = await findMemberById(db, memberId);
  if (member && isCorrectionUnchanged(proposed, correctableValuesOf(member))) {
    throw new AppError(ErrorCode.VALIDATION, CORRECTION_UNCHANGED_MESSAGE, {
      data: {
        errors: Object.keys(proposed).map((path) => ({ path, message: CORRECTION_UNCHANGED_MESSAGE })),
      },
    });
  }
  return db.transaction(async (tx) => {
    const row = await insertOpenRequest(tx, {
      memberId,
      topic: input.topic,
      proposed,
      note: input.note || null,
    });
    if (!row) {
      const label = DATA_REQUEST_TOPIC_LABELS[input.topic].toLowerCase();
      throw new AppError(
        ErrorCode.CONFLICT,
        `Permintaan ${label} Anda masih diproses. Tunggu keputusannya sebelum mengajukan lagi.`,
      );
    }
    await recordAudit(tx, {
      actor: { kind: 'member', id: memberId },
      action: 'submit-data-request',
      entity: 'data-request',
      entityId: row.id,
      after: auditViewOf(row),
    });
    return presentDataRequest(row);
  });
}

/** GET /account/data-requests: the member's own requests, newest first. */
export async function listMyDataRequests(db: Database, memberId: number): Promise<DataRequest[]> {
  const now = new Date();
  return (await listRequestsOf(db, memberId)).map((row) => presentDataRequest(row, now));
}

/** GET /admin/data-requests: open requests, overdue first, then by deadline. */
export async function listDataRequestQueue(db: Database): Promise<AdminDataRequest[]> {
  const now = new Date();
  return (await listOpenRequests(db))
    .map((row) => presentAdminDataRequest(row, now))
    .sort((a, b) => compareDataRequestsForQueue(a, b, now));
}

/** Why a decision found nothing to decide: no such request (404) or already decided (409). */
async function refuseDecided(db: Database, id: number): Promise<never> {
  if (!(await findRequest(db, id))) throw missing();
  throw new AppError(ErrorCode.CONFLICT, 'Permintaan ini sudah diputuskan');
}

/**
 * Deletes or anonymises what the law lets the cooperative delete (docs/data-retention.md): the document photos
 * of closed applications, the avatar, the member's name on blog comments. Financial records stay.
 */
async function eraseErasable(tx: Tx, member: RequestMember): Promise<DeletionOutcome> {
  return {
    documentPhotos: await eraseClosedApplicationPhotos(tx, { memberId: member.id }),
    avatar: await eraseAvatar(tx, member.id),
    blogComments: await anonymiseCommentsOf(tx, member.email),
  };
}

/** "Permintaan koreksi nama Anda", the start of a decision's notification. */
const topicPhrase = (row: DataRequestRow) =>
  `Permintaan ${DATA_REQUEST_TOPIC_LABELS[row.topic as keyof typeof DATA_REQUEST_TOPIC_LABELS].toLowerCase()} Anda`;

/** The member's notification (and e-mail, through the outbox) of an approval. */
function approvalNoticeOf(row: DataRequestRow) {
  const outcome = row.deletionOutcome
    ? describeDeletionOutcome(row.deletionOutcome)
    : 'Data Anda sudah diperbarui.';
  return { header: DATA_REQUEST_NOTICES.APPROVED, description: `${topicPhrase(row)} disetujui. ${outcome}` };
}

/** The proposed values a correction may write: only the columns of its topic, whatever else the JSON holds. */
function correctionValuesOf(row: DataRequestRow): Record<string, string> {
  const fields: readonly string[] = CORRECTION_FIELDS[row.topic as CorrectionTopic] ?? [];
  return Object.fromEntries(Object.entries(row.proposed).filter(([field]) => fields.includes(field)));
}

/**
 * POST /admin/data-requests/{id}/approve: a correction changes the member row, a deletion erases what may be
 * erased, in the same transaction as the decision, audited with the values before and after. The member's own
 * staff account decides neither way (four eyes, 403).
 */
export async function approveDataRequest(db: Database, actor: Actor, id: number): Promise<DataRequest> {
  const found = await findRequest(db, id);
  if (!found) throw missing();
  const decided = await db.transaction(async (tx) => {
    const claimed = await claimDecision(tx, id, { status: 'DISETUJUI', staffId: actor.id });
    if (!claimed) return null;
    // After the claim (a decided request answers 409 as before): a refusal rolls the claim back with the rest.
    await refuseOwnDecision(tx, actor.id, 'request', claimed.memberId);
    let after: DataRequestRow = claimed;
    let changes: unknown = null;
    if (claimed.topic === 'DELETION') {
      const outcome = await eraseErasable(tx, found.member);
      after = (await saveDeletionOutcome(tx, id, outcome)) ?? claimed;
      changes = outcome;
    } else {
      changes = await applyMemberCorrection(tx, claimed.memberId, correctionValuesOf(claimed));
    }
    await notifyMember(tx, { id: after.memberId }, { ...approvalNoticeOf(after), applicationId: null });
    await recordAudit(tx, {
      actor,
      action: 'approve-data-request',
      entity: 'data-request',
      entityId: id,
      before: auditViewOf(found.request),
      after: { ...auditViewOf(after), changes },
    });
    return after;
  });
  if (!decided) return refuseDecided(db, id);
  return presentDataRequest(decided);
}

/** POST /admin/data-requests/{id}/refuse: closes the request with the reason the member reads (audited). */
export async function refuseDataRequest(
  db: Database,
  actor: Actor,
  id: number,
  reason: string,
): Promise<DataRequest> {
  const decided = await db.transaction(async (tx) => {
    const claimed = await claimDecision(tx, id, {
      status: 'DITOLAK',
      staffId: actor.id,
      refusalReason: reason,
    });
    if (!claimed) return null;
    await refuseOwnDecision(tx, actor.id, 'request', claimed.memberId);
    await notifyMember(
      tx,
      { id: claimed.memberId },
      {
        header: DATA_REQUEST_NOTICES.REFUSED,
        description: `${topicPhrase(claimed)} ditolak. Alasan: ${reason}`,
        applicationId: null,
      },
    );
    await recordAudit(tx, {
      actor,
      action: 'refuse-data-request',
      entity: 'data-request',
      entityId: id,
      before: { status: 'DIAJUKAN' },
      after: auditViewOf(claimed),
    });
    return claimed;
  });
  if (!decided) return refuseDecided(db, id);
  return presentDataRequest(decided);
}
