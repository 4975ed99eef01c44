import {
  ACCOUNTS,
  type EmployerTransferRequest,
  ErrorCode,
  employerTransferPosting,
  formatDate,
  formatPeriod,
  formatRupiah,
  toJakartaDate,
} from '@kopkar/domain';
import type { Database, Tx } from '../../db/client';
import type { StaffRow } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { eventMovementOn, postEntry } from '../ledger/ledger.service';
import { presentEmployerTransfers } from './employer-transfers.presenter';
import {
  hasReference,
  insertTransferWithin,
  listTransfers,
  lockPeriodRow,
} from './employer-transfers.repository';
import { findPeriod } from './payroll.repository';

/*
 * The employer's transfer of a posted period's deductions (docs/product/ledger.md#the-employers-transfer): the
 * posting left the deducted total on piutang potongan gaji (1202); each transfer FINANCE records moves its amount to
 * the bank (1102) in the transaction that records it, and never more than is left.
 */

const DUPLICATE_REFERENCE_MESSAGE = 'Transfer dengan referensi ini sudah dicatat';
const FINANCE_ONLY_MESSAGE = 'Transfer dari perusahaan hanya dicatat oleh petugas FINANCE';
const notPostedMessage = (period: string) =>
  `Payroll periode ${formatPeriod(period)} belum diposting. Transfer dari perusahaan dicatat setelah periode diposting.`;

type PeriodRow = NonNullable<Awaited<ReturnType<typeof findPeriod>>>;
type PostedPeriod = PeriodRow & { postedAt: Date };
const isPosted = (row: PeriodRow | undefined): row is PostedPeriod => Boolean(row?.postedAt);

/**
 * The first day a transfer may be dated: the posting's, i.e. its cut-off (the date of its journal entry, when 1202
 * was debited) or the day FINANCE posted it, whichever is later.
 */
const postedOnOf = (row: PostedPeriod) => {
  const postedDay = toJakartaDate(row.postedAt);
  return postedDay > row.cutOffDate ? postedDay : row.cutOffDate;
};

/** What the period's posting put on 1202: everything deducted that the employer owes the cooperative. */
const deductedOf = (db: Database | Tx, period: string) =>
  eventMovementOn(db, `payroll:${period}`, ACCOUNTS.piutangPotonganGaji);

async function presentPeriod(db: Database | Tx, row: PostedPeriod) {
  const deducted = await deductedOf(db, row.period);
  return presentEmployerTransfers(
    { period: row.period, postedOn: postedOnOf(row), deducted },
    await listTransfers(db, row.id),
  );
}

/** GET /admin/payroll/{period}/transfers: the deducted total, the transfers received and what is outstanding. */
export async function readEmployerTransfers(db: Database, period: string) {
  const row = await findPeriod(db, period);
  if (!isPosted(row)) throw notFound('Periode ini belum diposting');
  return presentPeriod(db, row);
}

const receivedOnError = (postedOn: string) => {
  const message = `Tanggal diterima tidak boleh sebelum tanggal posting periode (${formatDate(postedOn)})`;
  return new AppError(ErrorCode.VALIDATION, message, { data: { errors: [{ path: 'receivedOn', message }] } });
};

/** Why the conditional insert wrote nothing: the reference is taken, or the amount is more than is left. */
async function refusalOf(tx: Tx, row: PostedPeriod, input: EmployerTransferRequest) {
  if (await hasReference(tx, row.id, input.reference)) {
    return new AppError(ErrorCode.CONFLICT, DUPLICATE_REFERENCE_MESSAGE);
  }
  const { outstanding } = await presentPeriod(tx, row);
  return new AppError(
    ErrorCode.CONFLICT,
    `Jumlah transfer melebihi sisa potongan yang belum diterima (${formatRupiah(outstanding)})`,
  );
}

/**
 * POST /admin/payroll/{period}/transfers (FINANCE only: ADMIN reads, docs/product/roles.md). In one transaction
 * under the period's row lock: the period must be posted (409), the transfer dated from its posting on (422), the
 * period's transfers within what it deducted and its bank reference new (409, a conditional insert and the unique
 * index), and its journal entry written with it (a closed ledger month refuses both, 409). Answers the period as
 * GET reads it.
 */
export async function recordEmployerTransfer(
  db: Database,
  staff: StaffRow,
  period: string,
  input: EmployerTransferRequest,
) {
  if (staff.role !== 'FINANCE') throw new AppError(ErrorCode.FORBIDDEN, FINANCE_ONLY_MESSAGE);
  return db.transaction(async (tx) => {
    const row = await lockPeriodRow(tx, period);
    if (!isPosted(row)) throw new AppError(ErrorCode.CONFLICT, notPostedMessage(period));
    const postedOn = postedOnOf(row);
    if (input.receivedOn < postedOn) throw receivedOnError(postedOn);
    const transfer = {
      payrollPeriodId: row.id,
      amount: input.amount,
      receivedOn: input.receivedOn,
      reference: input.reference,
      note: input.note || null,
      recordedByStaffId: staff.id,
    };
    const id = await insertTransferWithin(tx, transfer, await deductedOf(tx, period));
    if (id === undefined) throw await refusalOf(tx, row, input);
    await postEntry(tx, {
      date: input.receivedOn,
      description: `Transfer potongan gaji periode ${period} dari perusahaan (ref. ${input.reference})`,
      source: 'employer-transfer',
      sourceId: String(id),
      eventKey: `employer-transfer:${id}`,
      actor: `staff:${staff.id}`,
      lines: employerTransferPosting(input.amount),
    });
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: 'record-employer-transfer',
      entity: 'payroll-period',
      entityId: period,
      after: { id, ...transfer },
    });
    return presentPeriod(tx, row);
  });
}
