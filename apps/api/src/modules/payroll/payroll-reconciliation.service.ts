import {
  ACTUAL_OUTCOME_LABELS,
  ErrorCode,
  formatDate,
  formatPeriod,
  type PayrollInstructionQuery,
  type PayrollReconciliation,
} from '@kopkar/domain';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { renderReportFile } from '../ledger/ledger-reports.service';
import type { ReportLayout } from '../ledger/ledger-reports-layout';
import { readEmployerTransfers } from './employer-transfers.service';
import { findPeriod } from './payroll.repository';
import { companyExists } from './payroll-instruction.repository';
import { companyFigures, differenceLines, findActualInstruction } from './payroll-reconciliation.repository';

const sum = <T>(rows: readonly T[], of: (row: T) => number) =>
  rows.reduce((total, row) => total + of(row), 0);

/**
 * GET /admin/payroll/{period}/reconciliation (docs/product/payroll-instruction.md#reconciliation): for a period posted
 * from HR's file, per company what the frozen instruction asked, what HR deducted and what the posting booked; the
 * employer's transfers against what the posting left on piutang potongan gaji; every member whose deduction differs.
 * 404 before the period is posted or for an unknown company; 409 for a period posted without HR's file.
 */
export async function readReconciliation(
  db: Database,
  period: string,
  query: PayrollInstructionQuery,
): Promise<PayrollReconciliation> {
  const posted = await findPeriod(db, period);
  if (!posted?.postedAt) throw notFound(`Payroll periode ${formatPeriod(period)} belum diposting`);
  if (query.company !== undefined && !(await companyExists(db, query.company))) {
    throw notFound(`Perusahaan ${query.company} tidak ditemukan`);
  }
  const instruction = await findActualInstruction(db, posted.id);
  if (!instruction) {
    throw new AppError(
      ErrorCode.CONFLICT,
      `Payroll periode ${formatPeriod(period)} diposting tanpa file potongan dari HR: tidak ada yang direkonsiliasi`,
    );
  }
  const companies = await companyFigures(db, posted.id, query.company);
  const transfers = await readEmployerTransfers(db, period);
  return {
    period,
    cutOffDate: posted.cutOffDate,
    instructionVersion: instruction.version,
    company: query.company ?? null,
    companies,
    totals: {
      instructed: sum(companies, (row) => row.instructed),
      deducted: sum(companies, (row) => row.deducted),
      posted: sum(companies, (row) => row.posted),
      differences: sum(companies, (row) => row.differences),
    },
    transfers: {
      posted: transfers.deducted,
      received: transfers.received,
      outstanding: transfers.outstanding,
    },
    differences: await differenceLines(db, posted.id, query.company),
  };
}

const fileNameOf = (reconciliation: PayrollReconciliation) =>
  `rekonsiliasi-potongan-${reconciliation.period}${reconciliation.company ? `-${reconciliation.company}` : ''}`;

/**
 * The reconciliation as CSV: a `baris` column tells the rows apart (PERUSAHAAN per company, TOTAL, TRANSFER for the
 * whole group: posted to piutang, received, outstanding as `kekurangan`; SELISIH per member whose deduction differs);
 * amounts bare, texts quoted.
 */
export function reconciliationCsv(reconciliation: PayrollReconciliation) {
  const { companies, totals, transfers, differences } = reconciliation;
  const records = [
    ...companies.map((row) => [
      'PERUSAHAAN',
      row.company,
      null,
      row.name,
      null,
      row.instructed,
      row.deducted,
      row.posted,
      null,
      null,
      null,
    ]),
    ['TOTAL', null, null, null, null, totals.instructed, totals.deducted, totals.posted, null, null, null],
    // The employer's transfers: what the posting left on piutang potongan gaji, what came in, what is still owed.
    [
      'TRANSFER',
      null,
      null,
      'Transfer dari perusahaan',
      null,
      null,
      null,
      transfers.posted,
      transfers.received,
      transfers.outstanding,
      null,
    ],
    ...differences.map((row) => [
      'SELISIH',
      row.company,
      row.nik,
      row.name,
      row.outcome,
      row.instructed,
      row.deducted,
      row.outcome === 'UNKNOWN' ? 0 : row.deducted,
      null,
      row.shortfall,
      row.over,
    ]),
  ];
  const header =
    'baris,perusahaan,nik,nama,hasil,diinstruksikan,dipotong,diposting,diterima,kekurangan,kelebihan';
  return {
    fileName: fileNameOf(reconciliation),
    body: `${header}\n${stringify(records, { quoted_string: true })}`,
  };
}

/** The reconciliation as the ledger's printed tables (one PDF layout for every report of the books). */
function reconciliationLayout(reconciliation: PayrollReconciliation): ReportLayout {
  const { companies, totals, transfers, differences } = reconciliation;
  const amounts = ['Diinstruksikan', 'Dipotong', 'Diposting'];
  return {
    title: 'Rekonsiliasi Potongan Gaji',
    subtitle: `Periode ${formatPeriod(reconciliation.period)} · tanggal potong ${formatDate(reconciliation.cutOffDate)} · instruksi versi ${reconciliation.instructionVersion}${reconciliation.company ? ` · ${reconciliation.company}` : ''}`,
    fileName: fileNameOf(reconciliation),
    blocks: [
      {
        caption: 'Per perusahaan',
        columns: amounts,
        rows: [
          ...companies.map((row) => ({
            style: 'line' as const,
            code: '',
            label: `${row.company || '(tanpa perusahaan)'} ${row.name} · ${row.employees} karyawan, ${row.differences} selisih`,
            amounts: [row.instructed, row.deducted, row.posted],
          })),
          {
            style: 'total',
            code: '',
            label: 'Total',
            amounts: [totals.instructed, totals.deducted, totals.posted],
          },
        ],
      },
      {
        caption: 'Transfer dari perusahaan',
        columns: ['Rupiah'],
        rows: [
          {
            style: 'line',
            code: '',
            label: 'Diposting ke piutang potongan gaji',
            amounts: [transfers.posted],
          },
          { style: 'line', code: '', label: 'Diterima', amounts: [transfers.received] },
          { style: 'total', code: '', label: 'Belum diterima', amounts: [transfers.outstanding] },
        ],
      },
      {
        caption: `Selisih per anggota (${differences.length})`,
        columns: ['Diinstruksikan', 'Dipotong'],
        rows: differences.map((row) => ({
          style: 'line' as const,
          code: '',
          label: `${row.company ?? '-'} · ${row.nik} ${row.name ?? ''} · ${ACTUAL_OUTCOME_LABELS[row.outcome]}`,
          amounts: [row.instructed, row.deducted],
        })),
      },
    ],
    notes: [
      'Diposting: yang dipotong dari anggota yang ada di instruksi (angsuran, simpanan wajib, simpanan sukarela). Potongan NIK yang tidak ada di instruksi tidak dibukukan dan dikembalikan oleh HR.',
    ],
  };
}

export async function reconciliationPdf(db: Database, reconciliation: PayrollReconciliation) {
  const file = await renderReportFile(db, reconciliationLayout(reconciliation), 'pdf');
  return { fileName: fileNameOf(reconciliation), body: file.body };
}
