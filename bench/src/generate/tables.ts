/**
 * The columns the generator writes, per table, with the SQL type each text cell is cast to. The names are the
 * migrations' (apps/api/src/db/schema); columns left out take their defaults.
 */
import { createHash } from 'node:crypto';
import type { TableSpec } from './sql-session';

const spec = <Columns extends Record<string, string>>(name: string, columns: Columns) => ({ name, columns });

export const MEMBERS = spec('members', {
  id: 'int',
  nik: 'text',
  employee_id: 'text',
  company_id: 'int',
  name: 'text',
  email: 'text',
  mobile_phone: 'text',
  birth_date: 'date',
  gender: 'text',
  address: 'text',
  job_grade: 'text',
  payroll_account_no: 'text',
  payroll_account_name: 'text',
  join_date: 'date',
  password_hash: 'text',
  is_active: 'boolean',
  resigned_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
});

export const APPLICATIONS = spec('applications', {
  id: 'int',
  approval_no: 'text',
  member_id: 'int',
  product_id: 'int',
  type: 'text',
  status: 'text',
  amount: 'bigint',
  tenor_months: 'int',
  effective_rate: 'numeric',
  instalment_amount: 'bigint',
  finance_purpose: 'text',
  hc_checklist: 'boolean',
  hc_recommendation: 'text',
  hc_note: 'text',
  current_step: 'int',
  round: 'int',
  offered_amount: 'bigint',
  offered_tenor_months: 'int',
  offered_instalment_amount: 'bigint',
  offer_status: 'text',
  reject_reason: 'text',
  submitted_at: 'timestamptz',
  decided_at: 'timestamptz',
  updated_at: 'timestamptz',
  created_at: 'timestamptz',
});

export const APPROVAL_HISTORY = spec('approval_history', {
  application_id: 'int',
  step_no: 'int',
  round: 'int',
  decided_by_staff_id: 'int',
  decided_by_name: 'text',
  job_title: 'text',
  status: 'text',
  notes: 'text',
  decided_at: 'timestamptz',
});

export const NOTIFICATIONS = spec('notifications', {
  member_id: 'int',
  application_id: 'int',
  log_header: 'text',
  log_desc: 'text',
  log_date: 'timestamptz',
  read_at: 'timestamptz',
});

export const AGREEMENTS = spec('agreements', {
  id: 'int',
  agreement_no: 'text',
  application_id: 'int',
  member_id: 'int',
  amount: 'bigint',
  tenor_months: 'int',
  effective_rate: 'numeric',
  instalment_amount: 'bigint',
  funding_date: 'date',
  first_deduction_date: 'date',
  admin_fee: 'bigint',
  pta_fee: 'bigint',
  total_disbursed: 'bigint',
  status: 'text',
  funded_by_staff_id: 'int',
  finished_at: 'timestamptz',
  created_at: 'timestamptz',
});

export const FILES = spec('files', {
  id: 'int',
  owner_kind: 'text',
  owner_id: 'int',
  purpose: 'text',
  mime: 'text',
  size_bytes: 'int',
  sha256: 'text',
  data: 'bytea',
  created_at: 'timestamptz',
});

export const SETTLEMENTS = spec('settlements', {
  id: 'int',
  agreement_id: 'int',
  member_id: 'int',
  status: 'text',
  planned_date: 'date',
  outstanding_principal: 'bigint',
  interest: 'bigint',
  total: 'bigint',
  quote_valid_until: 'date',
  proof_file_id: 'int',
  reason: 'text',
  decided_by_staff_id: 'int',
  // The schema's requestedAt is stored as created_at.
  created_at: 'timestamptz',
  approved_at: 'timestamptz',
  proof_uploaded_at: 'timestamptz',
  paid_at: 'timestamptz',
  rejected_at: 'timestamptz',
  updated_at: 'timestamptz',
});

/** Simpanan pokok and sukarela (wajib is `contributions`): each row carries its seq and the balance it left. */
export const SAVINGS_LEDGER = spec('savings_ledger', {
  member_id: 'int',
  kind: 'text',
  reason: 'text',
  delta: 'bigint',
  balance_after: 'bigint',
  seq: 'int',
  ref: 'text',
  note: 'text',
  booked_on: 'date',
  created_at: 'timestamptz',
});

export const SAVINGS_DEPOSITS = spec('savings_deposits', {
  id: 'int',
  member_id: 'int',
  amount: 'bigint',
  transfer_date: 'date',
  proof_file_id: 'int',
  note: 'text',
  status: 'text',
  reason: 'text',
  decided_by_staff_id: 'int',
  decided_at: 'timestamptz',
  created_at: 'timestamptz',
});

export const SAVINGS_WITHDRAWALS = spec('savings_withdrawals', {
  id: 'int',
  member_id: 'int',
  amount: 'bigint',
  status: 'text',
  account_no: 'text',
  account_name: 'text',
  reason: 'text',
  decided_by_staff_id: 'int',
  approved_at: 'timestamptz',
  paid_at: 'timestamptz',
  closed_at: 'timestamptz',
  created_at: 'timestamptz',
});

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
