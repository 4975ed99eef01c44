import type { AdminResignationSummary, ClearanceLoan, Resignation, ResignationStatus } from '@kopkar/domain';
import type { ResignationRow } from './resignations.repository';

export function presentResignation(row: ResignationRow): Resignation {
  return {
    id: row.id,
    status: row.status as ResignationStatus,
    note: row.note,
    requestedAt: row.requestedAt.toISOString(),
    quotedPayout: row.quotedPayout,
    quotedShortfall: row.quotedShortfall,
    quoteValidUntil: row.quoteValidUntil,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    payoutAmount: row.payoutAmount,
    payoutDate: row.payoutDate,
    payoutAccountNo: row.payoutAccountNo,
    settledLoans: (row.settledLoans as ClearanceLoan[] | null) ?? [],
  };
}

export function presentSummary(row: {
  resignation: ResignationRow;
  nik: string;
  name: string;
}): AdminResignationSummary {
  return {
    id: row.resignation.id,
    memberId: row.resignation.memberId,
    nik: row.nik,
    name: row.name,
    status: row.resignation.status as ResignationStatus,
    requestedAt: row.resignation.requestedAt.toISOString(),
    quotedPayout: row.resignation.quotedPayout,
    quotedShortfall: row.resignation.quotedShortfall,
  };
}
