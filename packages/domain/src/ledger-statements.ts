import { addMonths } from './calendar';
import { ACCOUNTS, type AccountType } from './ledger-accounts';
import {
  type AccountTotal,
  accountLines,
  accountsOf,
  balanceOf,
  type Compared,
  equityLines,
  ofType,
  section,
  sum,
  totalLine,
  totalsOf,
  unclosedResultOf,
} from './ledger-statement-lines';
import type {
  CashFlow,
  EquityChanges,
  EquityMovement,
  FinancialPosition,
  OperatingResult,
  ReportPeriod,
  StatementLine,
  StatementSection,
} from './schemas/ledger-reports';

/**
 * The SAK EP statements of a koperasi simpan pinjam (Permenkop UKM 2/2024) from the ledger's account totals
 * ({code, name, type, debit, credit}[]): pure, whole Rupiah (sums of safe integers, checked), each for the period
 * asked beside the same period a year before. `ledger-statements*.test.ts` hold the golden figures.
 */

export type { AccountTotal, Compared };

/** Kas dan setara kas: the 11xx group (1101 Kas, 1102 Bank, and any bank account ADMIN adds as 11xx). */
export const CASH_ACCOUNT_PREFIX = '11';
export const isCashAccount = (code: string) => code.startsWith(CASH_ACCOUNT_PREFIX);

/** Income from members' participation (partisipasi anggota): the 41xx group, jasa pinjaman and administrasi. */
export const isMemberParticipation = (account: { code: string; type: AccountType }) =>
  account.type === 'INCOME' && account.code.startsWith('41');

export const CASH_FLOW_ACTIVITIES = ['OPERASI', 'INVESTASI', 'PENDANAAN'] as const;
export type CashFlowActivity = (typeof CASH_FLOW_ACTIVITIES)[number];

/**
 * The activity a cash movement belongs to, by the account on the other side of it. Lending to members is a
 * koperasi simpan pinjam's business, so the loans (12xx piutang: disbursed, repaid, the employer's transfer of
 * deducted instalments) are operating like jasa, admin fees, expenses and the PTA premium collected for the
 * insurer. Members' savings (simpanan pokok, wajib, sukarela), SHU paid to members and any other equity or debt
 * fund the cooperative: financing. Any other asset (a 13xx fixed asset ADMIN adds) is investing.
 */
export function cashFlowActivityOf(account: { code: string; type: AccountType }): CashFlowActivity {
  if (account.type === 'INCOME' || account.type === 'EXPENSE') return 'OPERASI';
  if (account.type === 'ASSET') return account.code.startsWith('12') ? 'OPERASI' : 'INVESTASI';
  if (account.code === ACCOUNTS.hutangPremiPta) return 'OPERASI';
  return 'PENDANAAN';
}

/** The same calendar day a year before (29 February → 28 February). */
export const sameDayLastYear = (date: string) => addMonths(date, -12);
export const previousYearPeriod = (period: ReportPeriod): ReportPeriod => ({
  from: sameDayLastYear(period.from),
  to: sameDayLastYear(period.to),
});

/** A report's range: `to` defaults to `today`, `from` to 1 January of `to`'s year. */
export function resolveReportRange(query: { from?: string; to?: string }, today: string): ReportPeriod {
  const to = query.to ?? today;
  return { from: query.from ?? `${to.slice(0, 4)}-01-01`, to };
}

/**
 * Laporan posisi keuangan on `date`. `totals` are each account's totals from the beginning of the books to
 * `date` (current) and to `previousDate` (previous). Jumlah aset = jumlah liabilitas dan ekuitas whenever every
 * entry balances, which the database holds.
 */
export function buildFinancialPosition(input: {
  date: string;
  previousDate: string;
  totals: Compared<readonly AccountTotal[]>;
}): FinancialPosition {
  const aset = section('Aset', 'Jumlah aset', accountLines(input.totals, ofType('ASSET')));
  const liabilitas = section(
    'Liabilitas',
    'Jumlah liabilitas',
    accountLines(input.totals, ofType('LIABILITY')),
  );
  const ekuitas = section('Ekuitas', 'Jumlah ekuitas', equityLines(input.totals));
  const totalLiabilitasEkuitas = totalLine('Jumlah liabilitas dan ekuitas', [
    liabilitas.total,
    ekuitas.total,
  ]);
  return {
    title: 'Laporan Posisi Keuangan',
    date: input.date,
    previousDate: input.previousDate,
    aset,
    liabilitas,
    ekuitas,
    totalLiabilitasEkuitas,
    isBalanced:
      aset.total.current === totalLiabilitasEkuitas.current &&
      aset.total.previous === totalLiabilitasEkuitas.previous,
  };
}

/**
 * Perhitungan hasil usaha over `period`. `totals` are the period's totals WITHOUT the year-close entries (which
 * empty income and expense into SHU tahun berjalan on 31 December and would hide the year's result).
 */
export function buildOperatingResult(input: {
  period: ReportPeriod;
  previousPeriod: ReportPeriod;
  totals: Compared<readonly AccountTotal[]>;
}): OperatingResult {
  const { totals } = input;
  const partisipasiAnggota = section(
    'Pendapatan dari partisipasi anggota',
    'Jumlah partisipasi anggota',
    accountLines(totals, isMemberParticipation),
  );
  const pendapatanLain = section(
    'Pendapatan lain-lain (non-anggota)',
    'Jumlah pendapatan lain-lain',
    accountLines(totals, (account) => account.type === 'INCOME' && !isMemberParticipation(account)),
  );
  const totalPendapatan = totalLine('Jumlah pendapatan', [partisipasiAnggota.total, pendapatanLain.total]);
  const beban = section('Beban', 'Jumlah beban', accountLines(totals, ofType('EXPENSE')));
  const shu = {
    code: null,
    label: 'Sisa hasil usaha (SHU)',
    current: sum([totalPendapatan.current, -beban.total.current]),
    previous: sum([totalPendapatan.previous, -beban.total.previous]),
  };
  return {
    title: 'Perhitungan Hasil Usaha',
    period: input.period,
    previousPeriod: input.previousPeriod,
    partisipasiAnggota,
    pendapatanLain,
    totalPendapatan,
    beban,
    shu,
  };
}

/** The cash balance (every 11xx account) in cumulative totals. */
export const cashBalanceOf = (totals: readonly AccountTotal[]) =>
  sum(totals.filter((account) => isCashAccount(account.code)).map(balanceOf));

const ACTIVITY_LABELS: Record<CashFlowActivity, [heading: string, total: string]> = {
  OPERASI: ['Arus kas dari aktivitas operasi', 'Kas bersih dari aktivitas operasi'],
  INVESTASI: ['Arus kas dari aktivitas investasi', 'Kas bersih dari aktivitas investasi'],
  PENDANAAN: ['Arus kas dari aktivitas pendanaan', 'Kas bersih dari aktivitas pendanaan'],
};

/** Receipts and payments against the activity's accounts, lines zero in both columns left out. */
function cashFlowSection(activity: CashFlowActivity, flows: Compared<readonly AccountTotal[]>) {
  const accounts = accountsOf(flows, (account) => cashFlowActivityOf(account) === activity);
  const lines = accounts.flatMap(({ code, name }): StatementLine[] => {
    const current = totalsOf(flows.current, code);
    const previous = totalsOf(flows.previous, code);
    return [
      { code, label: `Penerimaan: ${name}`, current: current.credit, previous: previous.credit },
      { code, label: `Pengeluaran: ${name}`, current: 0 - current.debit, previous: 0 - previous.debit },
    ];
  });
  const [heading, total] = ACTIVITY_LABELS[activity];
  return section(
    heading,
    total,
    lines.filter((line) => line.current !== 0 || line.previous !== 0),
  );
}

/**
 * Laporan arus kas (direct method) over `period`. `counterparts` are, per account, the debits and credits of the
 * lines on the other side of kas and bank (ledger-reports.repository.ts, cashCounterpartTotals): a credit there is
 * cash received, a debit cash paid. `opening` are the cumulative totals to the day before the period starts.
 */
export function buildCashFlow(input: {
  period: ReportPeriod;
  previousPeriod: ReportPeriod;
  counterparts: Compared<readonly AccountTotal[]>;
  opening: Compared<readonly AccountTotal[]>;
}): CashFlow {
  const [operasi, investasi, pendanaan] = CASH_FLOW_ACTIVITIES.map((activity) =>
    cashFlowSection(activity, input.counterparts),
  ) as [StatementSection, StatementSection, StatementSection];
  const kenaikanBersih = totalLine('Kenaikan (penurunan) bersih kas dan setara kas', [
    operasi.total,
    investasi.total,
    pendanaan.total,
  ]);
  const saldoAwal = {
    code: null,
    label: 'Kas dan setara kas awal periode',
    current: cashBalanceOf(input.opening.current),
    previous: cashBalanceOf(input.opening.previous),
  };
  return {
    title: 'Laporan Arus Kas',
    period: input.period,
    previousPeriod: input.previousPeriod,
    operasi,
    investasi,
    pendanaan,
    kenaikanBersih,
    saldoAwal,
    saldoAkhir: totalLine('Kas dan setara kas akhir periode', [saldoAwal, kenaikanBersih]),
  };
}

const movementOf = (opening: number, additions: number, deductions: number): EquityMovement => ({
  opening,
  additions,
  deductions,
  closing: sum([opening, additions, -deductions]),
});

/**
 * Laporan perubahan ekuitas over `period`: each equity account's opening figure (as the posisi keuangan of the
 * day before shows it, from the cumulative `opening` totals), its credits as additions and debits as deductions
 * over the period (`movements`, WITHOUT the year-close entries), and its closing figure. SHU tahun berjalan adds
 * the period's hasil usaha (a loss deducts), so each closing figure is the posisi keuangan's on `period.to`.
 */
export function buildEquityChanges(input: {
  period: ReportPeriod;
  previousPeriod: ReportPeriod;
  opening: Compared<readonly AccountTotal[]>;
  movements: Compared<readonly AccountTotal[]>;
}): EquityChanges {
  const openingLines = equityLines(input.opening);
  const result = {
    current: unclosedResultOf(input.movements.current),
    previous: unclosedResultOf(input.movements.previous),
  };
  const movement = (line: StatementLine, column: 'current' | 'previous') => {
    const moved = totalsOf(input.movements[column], line.code ?? '');
    const isShu = line.code === ACCOUNTS.shuTahunBerjalan;
    const gain = isShu ? Math.max(result[column], 0) : 0;
    const loss = isShu ? Math.max(-result[column], 0) : 0;
    return movementOf(line[column], sum([moved.credit, gain]), sum([moved.debit, loss]));
  };
  const rows = openingLines.map((line) => ({
    code: line.code,
    label: line.label,
    current: movement(line, 'current'),
    previous: movement(line, 'previous'),
  }));
  const totalOf = (column: 'current' | 'previous') =>
    movementOf(
      sum(rows.map((row) => row[column].opening)),
      sum(rows.map((row) => row[column].additions)),
      sum(rows.map((row) => row[column].deductions)),
    );
  return {
    title: 'Laporan Perubahan Ekuitas',
    period: input.period,
    previousPeriod: input.previousPeriod,
    rows,
    total: {
      code: null,
      label: 'Jumlah ekuitas',
      current: totalOf('current'),
      previous: totalOf('previous'),
    },
    hasilUsaha: { code: null, label: 'Hasil usaha periode', ...result },
  };
}
