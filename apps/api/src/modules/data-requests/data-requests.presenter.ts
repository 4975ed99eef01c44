import {
  type AdminDataRequest,
  CORRECTION_FIELDS,
  type DataRequest,
  type DataRequestStatus,
  type DataRequestTopic,
  dataRequestDeadline,
  isCorrectionTopic,
  isDataRequestOverdue,
} from '@kopkar/domain';
import type { DataRequestRow, QueueRow } from './data-requests.repository';

/** A request as its member reads it (the CHECK constraints keep topic and status to the domain's values). */
export function presentDataRequest(row: DataRequestRow, now: Date = new Date()): DataRequest {
  const status = row.status as DataRequestStatus;
  const deadline = dataRequestDeadline(row.submittedAt);
  return {
    id: row.id,
    topic: row.topic as DataRequestTopic,
    status,
    proposed: row.proposed,
    note: row.note,
    refusalReason: row.refusalReason,
    deletionOutcome: row.deletionOutcome ?? null,
    submittedAt: row.submittedAt.toISOString(),
    deadline,
    isOverdue: isDataRequestOverdue({ status, deadline }, now),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A queue entry: the request, who asked, and what the member row holds now for the fields asked about. */
export function presentAdminDataRequest(
  { request, member }: QueueRow,
  now: Date = new Date(),
): AdminDataRequest {
  const topic = request.topic as DataRequestTopic;
  const fields = isCorrectionTopic(topic) ? CORRECTION_FIELDS[topic] : [];
  return {
    ...presentDataRequest(request, now),
    member: { id: member.id, nik: member.nik, name: member.name },
    current: Object.fromEntries(fields.map((field) => [field, member[field] ?? null])),
  };
}

/** What the audit log keeps of a request. */
export const auditViewOf = (row: DataRequestRow) => ({
  memberId: row.memberId,
  topic: row.topic,
  status: row.status,
  proposed: row.proposed,
  refusalReason: row.refusalReason,
  deletionOutcome: row.deletionOutcome,
});
