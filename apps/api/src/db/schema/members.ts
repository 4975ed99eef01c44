import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { companies } from './companies';
import { files } from './files';

/** A member is an employee of one company, identified by NIK (docs/product/limits.md#members-and-limits). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    nik: text('nik').notNull().unique(),
    employeeId: text('employee_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    email: text('email'),
    mobilePhone: text('mobile_phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    address: text('address'),
    jobGrade: text('job_grade'),
    payrollAccountNo: text('payroll_account_no'),
    payrollAccountName: text('payroll_account_name'),
    joinDate: date('join_date', { mode: 'string' }),
    avatarFileId: integer('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Null until the member sets a first password (HR import creates members without one; docs/product/limits.md OTP flow). */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestampTz('password_changed_at'),
    /**
     * True while the password is a temporary one ADMIN gave (members-admin reset): the portal asks for a new one
     * before any member page; the member's own change or an OTP reset clears it.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    resignedAt: timestampTz('resigned_at'),
    /**
     * How the member pays instalments: PAYROLL (salary deduction, the default) or TRANSFER (they pay by bank
     * transfer themselves, so they get a reminder 3 days before each due date; set by ADMIN).
     */
    repaymentChannel: text('repayment_channel').notNull().default('PAYROLL'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('members_gender_check', sql`${t.gender} is null or ${t.gender} in ('L', 'P')`),
    check('members_repayment_channel_check', sql`${t.repaymentChannel} in ('PAYROLL', 'TRANSFER')`),
    index('members_company_idx').on(t.companyId),
  ],
);

export type MemberRow = typeof members.$inferSelect;
