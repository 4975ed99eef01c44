import {
  type CashFlow,
  type EquityChanges,
  type EquityMovement,
  type FinancialPosition,
  formatDate,
  formatRupiah,
  type OperatingResult,
  type ReportPeriod,
  type StatementLine,
  type StatementSection,
} from '@kopkar/domain';

/**
 * The statements as the tables the PDF and the workbook print (ledger-reports-pdf.ts, ledger-reports-xlsx.ts): a
 * title, the period, and blocks of rows with one amount per column. The JSON replies stay the statements.
 */

export type ReportRow = {
  style: 'heading' | 'line' | 'total';
  code: string;
  label: string;
  amounts: number[];
};
export type ReportBlock = { caption: string | null; columns: string[]; rows: ReportRow[] };
export type ReportLayout = {
  title: string;
  subtitle: string;
  /** The file's name without extension. */
  fileName: string;
  blocks: ReportBlock[];
  notes: string[];
};

/** Whole Rupiah as statements print them: `1.234.567`, a negative in brackets `(1.234.567)`. */
export function formatAmount(amount: number): string {
  const digits = formatRupiah(Math.abs(amount)).replace('Rp ', '');
  return amount < 0 ? `(${digits})` : digits;
}

const periodText = (period: ReportPeriod) => `${formatDate(period.from)} s.d. ${formatDate(period.to)}`;
const NOTE_UNITS = 'Dalam rupiah penuh; angka dalam kurung bernilai negatif.';

const heading = (label: string): ReportRow => ({ style: 'heading', code: '', label, amounts: [] });
const line = (row: StatementLine, style: ReportRow['style'] = 'line'): ReportRow => ({
  style,
  code: row.code ?? '',
  label: row.label,
  amounts: [row.current, row.previous],
});
const sectionRows = (section: StatementSection): ReportRow[] => [
  heading(section.heading),
  ...section.lines.map((row) => line(row)),
  line(section.total, 'total'),
];

export function financialPositionLayout(statement: FinancialPosition): ReportLayout {
  return {
    title: statement.title,
    subtitle: `Per ${formatDate(statement.date)}`,
    fileName: `posisi-keuangan-${statement.date}`,
    blocks: [
      {
        caption: null,
        columns: [formatDate(statement.date), formatDate(statement.previousDate)],
        rows: [
          ...sectionRows(statement.aset),
          ...sectionRows(statement.liabilitas),
          ...sectionRows(statement.ekuitas),
          line(statement.totalLiabilitasEkuitas, 'total'),
        ],
      },
    ],
    notes: [
      NOTE_UNITS,
      'SHU tahun berjalan termasuk pendapatan dikurangi beban yang belum ditutup ke akun SHU tahun berjalan.',
    ],
  };
}

const rangeColumns = (statement: { period: ReportPeriod; previousPeriod: ReportPeriod }) => [
  periodText(statement.period),
  periodText(statement.previousPeriod),
];

export function operatingResultLayout(statement: OperatingResult): ReportLayout {
  return {
    title: statement.title,
    subtitle: `Periode ${periodText(statement.period)}`,
    fileName: `hasil-usaha-${statement.period.from}-${statement.period.to}`,
    blocks: [
      {
        caption: null,
        columns: rangeColumns(statement),
        rows: [
          ...sectionRows(statement.partisipasiAnggota),
          ...sectionRows(statement.pendapatanLain),
          line(statement.totalPendapatan, 'total'),
          ...sectionRows(statement.beban),
          line(statement.shu, 'total'),
        ],
      },
    ],
    notes: [NOTE_UNITS],
  };
}

export function cashFlowLayout(statement: CashFlow): ReportLayout {
  return {
    title: statement.title,
    subtitle: `Periode ${periodText(statement.period)} (metode langsung)`,
    fileName: `arus-kas-${statement.period.from}-${statement.period.to}`,
    blocks: [
      {
        caption: null,
        columns: rangeColumns(statement),
        rows: [
          ...sectionRows(statement.operasi),
          ...sectionRows(statement.investasi),
          ...sectionRows(statement.pendanaan),
          line(statement.kenaikanBersih, 'total'),
          line(statement.saldoAwal),
          line(statement.saldoAkhir, 'total'),
        ],
      },
    ],
    notes: [
      NOTE_UNITS,
      'Setiap penerimaan dan pengeluaran kas digolongkan menurut akun lawannya dalam jurnal; pinjaman anggota ' +
        'termasuk aktivitas operasi, simpanan anggota termasuk aktivitas pendanaan.',
    ],
  };
}

const movementAmounts = (movement: EquityMovement) => [
  movement.opening,
  movement.additions,
  movement.deductions,
  movement.closing,
];

export function equityChangesLayout(statement: EquityChanges): ReportLayout {
  const block = (column: 'current' | 'previous', period: ReportPeriod): ReportBlock => ({
    caption: `Periode ${periodText(period)}`,
    columns: ['Saldo awal', 'Penambahan', 'Pengurangan', 'Saldo akhir'],
    rows: [
      ...statement.rows.map((row) => ({
        style: 'line' as const,
        code: row.code ?? '',
        label: row.label,
        amounts: movementAmounts(row[column]),
      })),
      {
        style: 'total',
        code: '',
        label: statement.total.label,
        amounts: movementAmounts(statement.total[column]),
      },
    ],
  });
  const { hasilUsaha } = statement;
  return {
    title: statement.title,
    subtitle: `Periode ${periodText(statement.period)}`,
    fileName: `perubahan-ekuitas-${statement.period.from}-${statement.period.to}`,
    blocks: [block('current', statement.period), block('previous', statement.previousPeriod)],
    notes: [
      NOTE_UNITS,
      `SHU tahun berjalan termasuk hasil usaha periode ini ${formatAmount(hasilUsaha.current)} ` +
        `(periode yang sama tahun lalu ${formatAmount(hasilUsaha.previous)}).`,
    ],
  };
}
