import {
  addDays,
  buildCashFlow,
  buildEquityChanges,
  buildFinancialPosition,
  buildOperatingResult,
  type CashFlow,
  type Compared,
  type EquityChanges,
  ErrorCode,
  type FinancialPosition,
  type OperatingResult,
  previousYearPeriod,
  type ReportDateQuery,
  type ReportPeriod,
  type ReportRangeQuery,
  resolveReportRange,
  sameDayLastYear,
  todayInJakarta,
} from '@kopkar/domain';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../errors';
import { getPublicSettings } from '../settings/settings.service';
import { comparedAccountTotals, comparedCashCounterparts, type Window } from './ledger-reports.repository';
import {
  cashFlowLayout,
  equityChangesLayout,
  financialPositionLayout,
  operatingResultLayout,
  type ReportLayout,
} from './ledger-reports-layout';
import { renderReportPdf } from './ledger-reports-pdf';
import { renderReportXlsx, XLSX_MIME } from './ledger-reports-xlsx';

/**
 * The SAK EP statements from the books (docs/product/ledger.md), each beside the same period a year before, both
 * columns from one pass over the lines. Every statement reads its figures in one SQL statement or in one read-only
 * snapshot, so an entry committed meanwhile is in all its parts or in none, and a statement always balances and
 * ties.
 */

const inSnapshot = <T>(db: Database, read: (tx: Tx) => Promise<T>) =>
  db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });

/** The range asked, with its defaults (to: today in Jakarta; from: 1 January of to's year); 422 when from > to. */
export function reportPeriodOf(query: ReportRangeQuery): ReportPeriod {
  const period = resolveReportRange(query, todayInJakarta());
  if (period.from > period.to) {
    const message = 'Tanggal awal harus sebelum tanggal akhir';
    throw new AppError(ErrorCode.VALIDATION, message, { data: { errors: [{ path: 'to', message }] } });
  }
  return period;
}

/** The range asked and the same range a year before. */
function rangeOf(query: ReportRangeQuery): Compared<ReportPeriod> {
  const period = reportPeriodOf(query);
  return { current: period, previous: previousYearPeriod(period) };
}

/** Since the books began to the day before each column's period: its opening figures. */
const openings = (periods: Compared<ReportPeriod>): Compared<Window> => ({
  current: { from: null, to: addDays(periods.current.from, -1) },
  previous: { from: null, to: addDays(periods.previous.from, -1) },
});

/** GET /admin/reports/posisi-keuangan: on `date` (default today) beside the same day a year before. */
export async function getFinancialPosition(db: Database, query: ReportDateQuery): Promise<FinancialPosition> {
  const date = query.date ?? todayInJakarta();
  const previousDate = sameDayLastYear(date);
  const totals = await comparedAccountTotals(db, {
    current: { from: null, to: date },
    previous: { from: null, to: previousDate },
  });
  return buildFinancialPosition({ date, previousDate, totals });
}

/** GET /admin/reports/hasil-usaha: the period's income and expense, the year-close entries left out. */
export async function getOperatingResult(db: Database, query: ReportRangeQuery): Promise<OperatingResult> {
  const periods = rangeOf(query);
  const totals = await comparedAccountTotals(db, periods, { beforeClosing: true });
  return buildOperatingResult({ period: periods.current, previousPeriod: periods.previous, totals });
}

/** GET /admin/reports/arus-kas: kas and bank's receipts and payments by their other side (direct method). */
export async function getCashFlow(db: Database, query: ReportRangeQuery): Promise<CashFlow> {
  const periods = rangeOf(query);
  const figures = await inSnapshot(db, async (tx) => ({
    counterparts: await comparedCashCounterparts(tx, periods),
    opening: await comparedAccountTotals(tx, openings(periods), { cashOnly: true }),
  }));
  return buildCashFlow({ period: periods.current, previousPeriod: periods.previous, ...figures });
}

/** GET /admin/reports/perubahan-ekuitas: each equity account from the day before `from` to `to`. */
export async function getEquityChanges(db: Database, query: ReportRangeQuery): Promise<EquityChanges> {
  const periods = rangeOf(query);
  const figures = await inSnapshot(db, async (tx) => ({
    opening: await comparedAccountTotals(tx, openings(periods)),
    movements: await comparedAccountTotals(tx, periods, { beforeClosing: true }),
  }));
  return buildEquityChanges({ period: periods.current, previousPeriod: periods.previous, ...figures });
}

export type LedgerReportRequest =
  | { report: 'posisi-keuangan'; query: ReportDateQuery }
  | { report: 'hasil-usaha' | 'arus-kas' | 'perubahan-ekuitas'; query: ReportRangeQuery };

async function layoutOf(db: Database, request: LedgerReportRequest): Promise<ReportLayout> {
  switch (request.report) {
    case 'posisi-keuangan':
      return financialPositionLayout(await getFinancialPosition(db, request.query));
    case 'hasil-usaha':
      return operatingResultLayout(await getOperatingResult(db, request.query));
    case 'arus-kas':
      return cashFlowLayout(await getCashFlow(db, request.query));
    case 'perubahan-ekuitas':
      return equityChangesLayout(await getEquityChanges(db, request.query));
  }
}

/** GET /admin/reports/{report}.{pdf|xlsx}: the statement as a printable PDF or a workbook. */
export async function exportLedgerReport(db: Database, request: LedgerReportRequest, format: 'pdf' | 'xlsx') {
  return renderReportFile(db, await layoutOf(db, request), format);
}

/** A statement's printed tables as the file asked for, headed with the cooperative's name and the time printed. */
export async function renderReportFile(
  db: Database,
  layout: ReportLayout,
  format: 'pdf' | 'xlsx',
): Promise<{ fileName: string; mime: string; body: Buffer }> {
  const { coopName } = await getPublicSettings(db);
  const now = new Date();
  return format === 'pdf'
    ? {
        fileName: `${layout.fileName}.pdf`,
        mime: 'application/pdf',
        body: await renderReportPdf(layout, coopName, now),
      }
    : {
        fileName: `${layout.fileName}.xlsx`,
        mime: XLSX_MIME,
        body: await renderReportXlsx(layout, coopName, now),
      };
}
