import {
  type DepositStatus,
  describeDepositStatus,
  describeLoanStatus,
  describePointReason,
  describeSavingsMutation,
  describeSettlementStatus,
  describeWithdrawalStatus,
  formatRupiah,
  normaliseSettlementStatus,
  type WithdrawalStatus,
} from '@kopkar/domain';
import type { MemberRecords } from './data-export.repository';
import { type SummarySection, summaryDate, wib } from './data-summary-format';

/** Applications, agreements and settlements, statuses by their labels. */
export function loanSections(records: MemberRecords): SummarySection[] {
  const agreementNoOf = new Map(records.agreements.map((row) => [row.id, row.agreementNo]));
  const paidRows = (agreementId: number) =>
    records.instalments.filter((row) => row.agreementId === agreementId && row.paidDate).length;
  return [
    {
      title: 'Pengajuan pinjaman',
      table: {
        columns: [
          { label: 'No. pengajuan', weight: 4 },
          { label: 'Diajukan', weight: 3 },
          { label: 'Produk', weight: 2.5 },
          { label: 'Jumlah', weight: 2.5, isAmount: true },
          { label: 'Tenor', weight: 1.5 },
          { label: 'Status', weight: 2 },
        ],
        rows: records.applications.map(({ application, productName }) => [
          application.approvalNo,
          wib(application.submittedAt),
          productName,
          formatRupiah(application.amount),
          `${application.tenorMonths} bulan`,
          describeLoanStatus(application.status).label,
        ]),
      },
    },
    {
      title: 'Perjanjian pinjaman',
      table: {
        columns: [
          { label: 'No. perjanjian', weight: 4 },
          { label: 'Tanggal cair', weight: 2 },
          { label: 'Jumlah', weight: 2.5, isAmount: true },
          { label: 'Angsuran', weight: 2.5, isAmount: true },
          { label: 'Terbayar', weight: 2 },
          { label: 'Status', weight: 2 },
        ],
        rows: records.agreements.map((agreement) => [
          agreement.agreementNo,
          summaryDate(agreement.fundingDate),
          formatRupiah(agreement.amount),
          formatRupiah(agreement.instalmentAmount),
          `${paidRows(agreement.id)} dari ${agreement.tenorMonths}`,
          describeLoanStatus(agreement.status).label,
        ]),
      },
    },
    {
      title: 'Pelunasan dipercepat',
      table: {
        columns: [
          { label: 'No. perjanjian', weight: 3 },
          { label: 'Rencana', weight: 2 },
          { label: 'Total', weight: 2.5, isAmount: true },
          { label: 'Status', weight: 4 },
        ],
        rows: records.settlements.map((settlement) => [
          agreementNoOf.get(settlement.agreementId) ?? '-',
          summaryDate(settlement.plannedDate),
          formatRupiah(settlement.total),
          describeSettlementStatus(normaliseSettlementStatus(settlement.status)),
        ]),
      },
    },
  ];
}

/** Balances, movements, deposits and withdrawals, points. */
export function savingsSections(records: MemberRecords): SummarySection[] {
  const wajib = records.contributions.reduce((sum, row) => sum + row.amount, 0);
  const balanceOf = (kind: string) =>
    records.savingsLedger.filter((row) => row.kind === kind).at(-1)?.balanceAfter;
  const points = records.pointsLedger.reduce((sum, row) => sum + row.delta, 0);
  return [
    {
      title: 'Simpanan dan poin',
      facts: [
        ['Simpanan pokok', formatRupiah(balanceOf('POKOK') ?? 0)],
        ['Simpanan wajib', `${formatRupiah(wajib)} (${records.contributions.length} kali iuran)`],
        ['Simpanan sukarela', formatRupiah(balanceOf('SUKARELA') ?? 0)],
        ['Saldo poin', `${Math.max(points, 0)} poin`],
      ],
    },
    {
      title: 'Mutasi simpanan pokok dan sukarela',
      table: {
        columns: [
          { label: 'Tanggal', weight: 2 },
          { label: 'Keterangan', weight: 5 },
          { label: 'Jumlah', weight: 2.5, isAmount: true },
          { label: 'Saldo', weight: 2.5, isAmount: true },
        ],
        rows: records.savingsLedger.map((row) => [
          summaryDate(row.bookedOn),
          describeSavingsMutation(row.reason, row.note),
          formatRupiah(row.delta),
          formatRupiah(row.balanceAfter),
        ]),
      },
    },
    {
      title: 'Setoran dan penarikan sukarela',
      table: {
        columns: [
          { label: 'Jenis', weight: 2 },
          { label: 'Tanggal', weight: 3 },
          { label: 'Jumlah', weight: 2.5, isAmount: true },
          { label: 'Status', weight: 3 },
        ],
        rows: [
          ...records.savingsDeposits.map((row) => [
            'Setoran',
            summaryDate(row.transferDate),
            formatRupiah(row.amount),
            describeDepositStatus(row.status as DepositStatus),
          ]),
          ...records.savingsWithdrawals.map((row) => [
            'Penarikan',
            wib(row.createdAt),
            formatRupiah(row.amount),
            describeWithdrawalStatus(row.status as WithdrawalStatus),
          ]),
        ],
      },
    },
    {
      title: 'Riwayat poin',
      table: {
        columns: [
          { label: 'Waktu', weight: 3 },
          { label: 'Keterangan', weight: 5 },
          { label: 'Poin', weight: 2, isAmount: true },
        ],
        rows: records.pointsLedger.map((row) => [
          wib(row.createdAt),
          describePointReason(row.reason),
          String(row.delta),
        ]),
      },
    },
  ];
}
