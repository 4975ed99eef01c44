/**
 * The tables the generator writes: the schema's own (apps/api/src/db/schema), each with the columns the generator
 * fills, by their SQL names, each checked against the schema when this module loads (tables.test.ts loads it in
 * `npm test`); each column's SQL type, which a text cell is cast to, is read from the schema. Columns left out take
 * their defaults. The generator's temporary tables are its own and written out below. */
import { createHash } from 'node:crypto';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import {
  agreements,
  applications,
  approvalHistory,
  files,
  members,
  notifications,
  savingsDeposits,
  savingsLedger,
  savingsWithdrawals,
  settlements,
} from '../../../apps/api/src/db/schema/index';
import type { TableSpec } from './sql-session';

const spec = <Columns extends Record<string, string>>(name: string, columns: Columns) => ({ name, columns });

/** A serial column holds an integer once written: `::serial` is no type to cast to. */
const CAST_OF: Readonly<Record<string, string>> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

/**
 * The table's SQL name and, for each named column in the order given, its SQL type from the schema. (The names
 * cannot be checked by the compiler: the schema's column helpers, `timestampTz(name: string)`, widen them.)
 */
export function fromSchema<const Names extends readonly string[]>(
  table: PgTable,
  names: Names,
): { name: string; columns: Record<Names[number], string> } {
  const config = getTableConfig(table);
  const typeOf = new Map(config.columns.map((column) => [column.name, column.getSQLType()]));
  const columns = {} as Record<Names[number], string>;
  for (const name of names as readonly Names[number][]) {
    const type = typeOf.get(name);
    if (!type) throw new Error(`${config.name}.${name} is not a column of the schema`);
    columns[name] = CAST_OF[type] ?? type;
  }
  return { name: config.name, columns };
}

export const MEMBERS = fromSchema(members, [
  'id',
  'nik',
  'employee_id',
  'company_id',
  'name',
  'email',
  'mobile_phone',
  'birth_date',
  'gender',
  'address',
  'job_grade',
  'payroll_account_no',
  'payroll_account_name',
  'join_date',
  'password_hash',
  'is_active',
  'resigned_at',
  'created_at',
  'updated_at',
]);

export const APPLICATIONS = fromSchema(applications, [
  'id',
  'approval_no',
  'member_id',
  'product_id',
  'type',
  'status',
  'amount',
  'tenor_months',
  'effective_rate',
  'instalment_amount',
  'finance_purpose',
  'hc_checklist',
  'hc_recommendation',
  'hc_note',
  'current_step',
  'round',
  'offered_amount',
  'offered_tenor_months',
  'offered_instalment_amount',
  'offer_status',
  'reject_reason',
  'submitted_at',
  'decided_at',
  'updated_at',
  'created_at',
]);

export const APPROVAL_HISTORY = fromSchema(approvalHistory, [
  'application_id',
  'step_no',
  'round',
  'decided_by_staff_id',
  'decided_by_name',
  'job_title',
  'status',
  'notes',
  'decided_at',
]);

export const NOTIFICATIONS = fromSchema(notifications, [
  'member_id',
  'application_id',
  'log_header',
  'log_desc',
  'log_date',
  'read_at',
]);

export const AGREEMENTS = fromSchema(agreements, [
  'id',
  'agreement_no',
  'application_id',
  'member_id',
  'amount',
  'tenor_months',
  'effective_rate',
  'instalment_amount',
  'funding_date',
  'first_deduction_date',
  'admin_fee',
  'pta_fee',
  'total_disbursed',
  'status',
  'funded_by_staff_id',
  'finished_at',
  'created_at',
]);

export const FILES = fromSchema(files, [
  'id',
  'owner_kind',
  'owner_id',
  'purpose',
  'mime',
  'size_bytes',
  'sha256',
  'data',
  'created_at',
]);

export const SETTLEMENTS = fromSchema(settlements, [
  'id',
  'agreement_id',
  'member_id',
  'status',
  'planned_date',
  'outstanding_principal',
  'interest',
  'total',
  'quote_valid_until',
  'proof_file_id',
  'reason',
  'decided_by_staff_id',
  // The schema's requestedAt is stored as created_at.
  'created_at',
  'approved_at',
  'proof_uploaded_at',
  'paid_at',
  'rejected_at',
  'updated_at',
]);

/** Simpanan pokok and sukarela (wajib is `contributions`): each row carries its seq and the balance it left. */
export const SAVINGS_LEDGER = fromSchema(savingsLedger, [
  'member_id',
  'kind',
  'reason',
  'delta',
  'balance_after',
  'seq',
  'ref',
  'note',
  'booked_on',
  'created_at',
]);

export const SAVINGS_DEPOSITS = fromSchema(savingsDeposits, [
  'id',
  'member_id',
  'amount',
  'transfer_date',
  'proof_file_id',
  'note',
  'status',
  'reason',
  'decided_by_staff_id',
  'decided_at',
  'created_at',
]);

export const SAVINGS_WITHDRAWALS = fromSchema(savingsWithdrawals, [
  'id',
  'member_id',
  'amount',
  'status',
  'account_no',
  'account_name',
  'reason',
  'decided_by_staff_id',
  'approved_at',
  'paid_at',
  'closed_at',
  'created_at',
]);

/** Temporary: which amortisation template an agreement follows and how far it was paid, and how. */
export const LOAN_PLANS = spec('bench_loan_plan', {
  agreement_id: 'int',
  schedule_id: 'int',
  payroll_paid: 'int',
  settled_on: 'date',
});

/** Temporary: the rows of each distinct amortisation schedule (amount, rate, tenor), as the domain builds it. */
export const SCHEDULE_ROWS = spec('bench_schedule', {
  schedule_id: 'int',
  seq: 'int',
  principal: 'bigint',
  interest: 'bigint',
  instalment: 'bigint',
  outstanding: 'bigint',
});

/** Temporary: the payroll months each member contributed (month indexes), and the opening balance before them. */
export const MEMBER_PLANS = spec('bench_member_plan', {
  member_id: 'int',
  first_month: 'int',
  last_month: 'int',
  skipped_month: 'int',
  amount: 'bigint',
  opening: 'bigint',
});

export const TEMPORARY_TABLES: TableSpec[] = [LOAN_PLANS, SCHEDULE_ROWS, MEMBER_PLANS];

/** A 1×1 JPEG: the proof of every PT3/PAI settlement and sukarela deposit (the schema requires one). */
const PROOF_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
  'base64',
);
export const PROOF_FILE = {
  mime: 'image/jpeg',
  sizeBytes: PROOF_JPEG.length,
  sha256: createHash('sha256').update(PROOF_JPEG).digest('hex'),
  /** bytea's hex input form. */
  data: `\\x${PROOF_JPEG.toString('hex')}`,
};
