import type { EmployerTransfer, EmployerTransfers } from '@kopkar/domain';
import type { EmployerTransferRow } from './employer-transfers.repository';

const presentTransfer = (row: EmployerTransferRow): EmployerTransfer => ({
  id: row.id,
  amount: row.amount,
  receivedOn: row.receivedOn,
  reference: row.reference,
  note: row.note,
  recordedBy: row.recordedBy,
  recordedAt: row.recordedAt.toISOString(),
});

/** A posted period's transfers and what is left of its deductions (integer Rupiah). */
export function presentEmployerTransfers(
  period: { period: string; postedOn: string; deducted: number },
  rows: readonly EmployerTransferRow[],
): EmployerTransfers {
  const received = rows.reduce((sum, row) => sum + row.amount, 0);
  return {
    period: period.period,
    postedOn: period.postedOn,
    deducted: period.deducted,
    received,
    outstanding: period.deducted - received,
    transfers: rows.map(presentTransfer),
  };
}
