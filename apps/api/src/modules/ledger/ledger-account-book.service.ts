import {
  ACCOUNT_BOOK_PAGE_SIZE,
  ACCOUNT_BOOK_PDF_MAX_ROWS,
  ACCOUNT_TYPE_LABELS,
  type AccountBook,
  type AccountBookQuery,
  type AccountType,
  ErrorCode,
  formatDate,
  normalSide,
  type ReportPeriod,
} from '@kopkar/domain';
import type { Database, Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { accountBookLines, accountBookTotals } from './ledger-account-book.repository';
import { renderReportFile, reportPeriodOf } from './ledger-reports.service';
import type { ReportLayout, ReportRow } from './ledger-reports-layout';

/** Debits minus credits as the account's balance: on its normal side (debit for aset and beban, credit otherwise). */
const onNormalSide = (type: AccountType, debitMinusCredit: number) =>
  normalSide(type) === 'DEBIT' ? debitMinusCredit : -debitMinusCredit;

const inSnapshot = <T>(db: Database, read: (tx: Tx) => Promise<T>) =>
  db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });

async function readAccountBook(
  tx: Tx,
  code: string,
  period: ReportPeriod,
  page: { limit: number; offset: number; number: number },
): Promise<AccountBook> {
  const totals = await accountBookTotals(tx, code, period);
  if (!totals) throw notFound('Akun tidak ditemukan');
  const { account, before, within } = totals;
  const opening = onNormalSide(account.type, before.debit - before.credit);
  const lines = await accountBookLines(tx, code, period, page);
  return {
    title: `Buku Besar ${account.code} ${account.name}`,
    account: { ...account, type: ACCOUNT_TYPE_LABELS[account.type] },
    period,
    opening,
    rows: lines.map(({ running, ...line }) => ({
      ...line,
      balance: opening + onNormalSide(account.type, running),
    })),
    totalDebit: within.debit,
    totalCredit: within.credit,
    closing: opening + onNormalSide(account.type, within.debit - within.credit),
    page: page.number,
    pageCount: Math.max(1, Math.ceil(within.count / ACCOUNT_BOOK_PAGE_SIZE)),
    rowCount: within.count,
  };
}

/**
 * GET /admin/reports/buku-besar/{code}: one account over a period (as the other statements read a range), a page
 * of its lines at a time. A page past the last answers the last page's totals with no rows.
 */
export async function getAccountBook(
  db: Database,
  code: string,
  query: AccountBookQuery,
): Promise<AccountBook> {
  const period = reportPeriodOf(query);
  const page = {
    number: query.page,
    limit: ACCOUNT_BOOK_PAGE_SIZE,
    offset: (query.page - 1) * ACCOUNT_BOOK_PAGE_SIZE,
  };
  return inSnapshot(db, (tx) => readAccountBook(tx, code, period, page));
}

function accountBookLayout(book: AccountBook): ReportLayout {
  const row = (style: ReportRow['style'], label: string, amounts: number[], code = ''): ReportRow => ({
    style,
    code,
    label,
    amounts,
  });
  return {
    title: book.title,
    subtitle: `${formatDate(book.period.from)} s.d. ${formatDate(book.period.to)} · ${book.account.type}`,
    fileName: `buku-besar-${book.account.code}-${book.period.from}-${book.period.to}`,
    blocks: [
      {
        caption: null,
        columns: ['Debit', 'Kredit', 'Saldo'],
        rows: [
          row('total', 'Saldo awal', [0, 0, book.opening]),
          ...book.rows.map((line) =>
            row(
              'line',
              `${formatDate(line.date)} ${line.description}`,
              [line.debit, line.credit, line.balance],
              String(line.entryId),
            ),
          ),
          row('total', 'Jumlah mutasi dan saldo akhir', [book.totalDebit, book.totalCredit, book.closing]),
        ],
      },
    ],
    notes: [
      'Kode adalah nomor jurnal. Saldo menurut sisi normal akun: debit untuk aset dan beban, kredit untuk lainnya.',
      'Dalam rupiah penuh; angka dalam kurung bernilai negatif.',
    ],
  };
}

/**
 * GET /admin/reports/buku-besar/{code}.{pdf|xlsx}: every line of the period in one file. A PDF of more than
 * ACCOUNT_BOOK_PDF_MAX_ROWS lines is refused with the way out (the workbook, or a shorter range).
 */
export async function exportAccountBook(
  db: Database,
  code: string,
  query: Omit<AccountBookQuery, 'page'>,
  format: 'pdf' | 'xlsx',
) {
  const period = reportPeriodOf(query);
  const book = await inSnapshot(db, async (tx) => {
    const totals = await accountBookTotals(tx, code, period);
    if (format === 'pdf' && totals && totals.within.count > ACCOUNT_BOOK_PDF_MAX_ROWS) {
      const message = `Buku besar ini berisi ${totals.within.count.toLocaleString('id-ID')} baris, terlalu banyak untuk PDF (paling banyak ${ACCOUNT_BOOK_PDF_MAX_ROWS.toLocaleString('id-ID')}). Unduh Excel atau persempit rentang tanggal.`;
      throw new AppError(ErrorCode.VALIDATION, message, { data: { errors: [{ path: 'from', message }] } });
    }
    return readAccountBook(tx, code, period, { number: 1, limit: totals?.within.count ?? 0, offset: 0 });
  });
  return renderReportFile(db, accountBookLayout(book), format);
}
