import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { money, timestampTz } from './columns';
import { payrollPeriods } from './payroll';
import { staff } from './staff';

/**
 * A frozen version of a period's deduction instruction (docs/product/payroll-instruction.md#frozen-at-the-cut-off):
 * taken once the cut-off has passed, so what HR was told and what their file of actual deductions is matched against
 * stay the same whatever changes afterwards. Version 1 is taken by the first read on or after the cut-off date.
 */
export const payrollInstructions = pgTable(
  'payroll_instructions',
  {
    id: serial('id').primaryKey(),
    payrollPeriodId: integer('payroll_period_id')
      .notNull()
      .references(() => payrollPeriods.id),
    version: integer('version').notNull(),
    frozenAt: timestampTz('frozen_at').notNull().defaultNow(),
    /** Who read it first after the cut-off (FINANCE or ADMIN). */
    frozenByStaffId: integer('frozen_by_staff_id').references(() => staff.id),
    lineCount: integer('line_count').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    check('payroll_instructions_version_check', sql`${t.version} >= 1`),
    unique('payroll_instructions_period_version_unique').on(t.payrollPeriodId, t.version),
  ],
);

/**
 * The lines of a frozen instruction, in the instruction's order (`ord`), as instructionLines read them. No foreign
 * keys (migration 0030): a freeze writes some 180,000 rows in one statement from rows that exist in that statement,
 * and the three per-row key checks took 4-5 s of a 12 s freeze at 100,000 members (docs/decisions/0024-salary-deduction-loop.md).
 */
export const payrollInstructionItems = pgTable(
  'payroll_instruction_items',
  {
    instructionId: integer('instruction_id').notNull(),
    ord: integer('ord').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').notNull(),
    /** The instalment of an ANGSURAN or TUNGGAKAN line (its agreement, number and due date come with it). */
    instalmentId: integer('instalment_id'),
    agreementId: integer('agreement_id'),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instructionId, t.ord] }),
    check(
      'payroll_instruction_items_kind_check',
      sql`${t.kind} in ('WAJIB', 'ANGSURAN', 'TUNGGAKAN', 'SUKARELA')`,
    ),
    check('payroll_instruction_items_amount_check', sql`${t.amount} > 0`),
    index('payroll_instruction_items_member_idx').on(t.instructionId, t.memberId),
  ],
);

/**
 * What HR's file says was deducted from each employee's salary, matched against the frozen instruction and stored
 * with the period's posting (docs/product/payroll-instruction.md#the-actual-deductions): one row per NIK of the file
 * and per instructed member missing from it. `outcome`: FULL, PARTIAL, NONE, OVER, or UNKNOWN (a NIK the instruction
 * does not hold; its money is not booked). Written in bulk by the posting from its own tables: no foreign keys, like
 * the instruction's items (their checks took 4 of 5.5 s of storing 97,000 lines).
 */
export const payrollActualLines = pgTable(
  'payroll_actual_lines',
  {
    id: serial('id').primaryKey(),
    payrollPeriodId: integer('payroll_period_id').notNull(),
    instructionId: integer('instruction_id').notNull(),
    nik: text('nik').notNull(),
    memberId: integer('member_id'),
    /** The company the line was deducted by: the member's at the freeze, or the file's for an unknown NIK. */
    company: text('company'),
    instructed: money('instructed').notNull(),
    deducted: money('deducted').notNull(),
    outcome: text('outcome').notNull(),
  },
  (t) => [
    check(
      'payroll_actual_lines_outcome_check',
      sql`${t.outcome} in ('FULL', 'PARTIAL', 'NONE', 'OVER', 'UNKNOWN')`,
    ),
    check('payroll_actual_lines_amounts_check', sql`${t.instructed} >= 0 and ${t.deducted} >= 0`),
    unique('payroll_actual_lines_period_nik_unique').on(t.payrollPeriodId, t.nik),
    index('payroll_actual_lines_member_idx').on(t.memberId),
  ],
);
