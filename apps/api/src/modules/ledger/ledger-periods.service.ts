import { type ClosedPeriod, ErrorCode, yearClosingLines } from '@kopkar/domain';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import {
  accountTotals,
  findClosedPeriod,
  insertClosedPeriod,
  listClosedPeriods,
  lockPeriod,
} from './ledger.repository';
import { postEntry } from './ledger.service';

type Staff = { id: number };

/** GET /admin/ledger/periods: the months closed, newest first. */
export async function listLedgerPeriods(db: Database) {
  return (await listClosedPeriods(db)).map((row) => ({
    month: row.month,
    closedBy: row.closedBy,
    closedAt: row.closedAt.toISOString(),
  }));
}

/**
 * POST /admin/ledger/periods/{YYYY-MM}/close (FINANCE): no entry may be dated in the month any more. Under the
 * month's lock (entries being written finish first, the database's trigger refuses later ones); closing December
 * moves the year's result into SHU tahun berjalan and closes every month of the year still open. A month closed
 * already answers 409, so of concurrent closes one closes it.
 */
export async function closeLedgerMonth(db: Database, staff: Staff, month: string): Promise<ClosedPeriod> {
  return db.transaction(async (tx) => {
    // December closes the year: every month of it, locked in calendar order, so no entry lands in the year once
    // its result has moved to SHU tahun berjalan.
    const months = month.endsWith('-12') ? monthsOfYear(month.slice(0, 4)) : [month];
    for (const each of months) await lockPeriod(tx, each);
    if (await findClosedPeriod(tx, month)) {
      throw new AppError(ErrorCode.CONFLICT, `Periode ${month} sudah ditutup`);
    }
    const actor = `staff:${staff.id}`;
    const yearClosingEntryId = month.endsWith('-12') ? await closeYear(tx, month.slice(0, 4), actor) : null;
    let closed: Awaited<ReturnType<typeof insertClosedPeriod>>;
    for (const each of months) {
      const row = await insertClosedPeriod(tx, each, actor);
      if (each === month) closed = row;
    }
    if (!closed) throw new AppError(ErrorCode.CONFLICT, `Periode ${month} sudah ditutup`);
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: 'close-ledger-period',
      entity: 'ledger-period',
      entityId: month,
      after: { month, closedMonths: months, yearClosingEntryId },
    });
    return { month, closedBy: actor, closedAt: closed.closedAt.toISOString(), yearClosingEntryId };
  });
}

const monthsOfYear = (year: string) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);

/** The year's income and expense accounts back to zero, the result into SHU tahun berjalan, dated 31 December. */
async function closeYear(tx: Tx, year: string, actor: string) {
  const totals = await accountTotals(tx, { from: `${year}-01-01`, to: `${year}-12-31` });
  const lines = yearClosingLines(
    totals.map((account) => ({
      account: account.code,
      isIncomeOrExpense: account.type === 'INCOME' || account.type === 'EXPENSE',
      balance: account.debit - account.credit,
    })),
  );
  if (!lines) return null;
  return postEntry(tx, {
    date: `${year}-12-31`,
    description: `Tutup buku ${year}: hasil usaha ke SHU tahun berjalan`,
    source: 'year-close',
    sourceId: year,
    eventKey: `year-close:${year}`,
    actor,
    lines,
  });
}
