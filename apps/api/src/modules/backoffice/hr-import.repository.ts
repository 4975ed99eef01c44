import { todayInJakarta } from '@kopkar/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { contributions, members } from '../../db/schema';
import { insertMembersFrom, updateMembersFrom } from '../members/member-import';
import { bookOpeningContributions, bookPokokOnJoin } from '../savings/savings.service';
import type { ImportedColumns, PlannedRow } from './hr-import.plan';

/** Where each column an HR file may set lives; its SQL type reads the row back out of the JSON batch. */
const IMPORTED_COLUMNS = {
  name: members.name,
  companyId: members.companyId,
  email: members.email,
  mobilePhone: members.mobilePhone,
  birthDate: members.birthDate,
  gender: members.gender,
  address: members.address,
  jobGrade: members.jobGrade,
  payrollAccountNo: members.payrollAccountNo,
  payrollAccountName: members.payrollAccountName,
  joinDate: members.joinDate,
  employeeId: members.employeeId,
} satisfies Record<keyof ImportedColumns, PgColumn>;
const importedKeys = Object.keys(IMPORTED_COLUMNS) as (keyof ImportedColumns)[];

/** The columns of the JSON batch as jsonb_to_recordset reads them: each imported key with its column's type. */
const recordColumnsOf = (extra: SQL[]) =>
  sql.join(
    [
      ...extra,
      ...importedKeys.map(
        (key) => sql`${sql.identifier(key)} ${sql.raw(IMPORTED_COLUMNS[key].getSQLType())}`,
      ),
    ],
    sql`, `,
  );

/**
 * Creates the new members, books each one's simpanan pokok (`pokokAmount` Rupiah, once: the first row of the
 * member's pokok ledger) and opening contribution balance (saldo awal iuran wajib, one OPENING ledger entry) in
 * ONE statement made of the owners' SQL (members' insert, savings' two bookings): the rows travel as a JSON array
 * (building a multi-row INSERT through the query builder cost more than running it). No password: a new member
 * activates the account by setting one through the OTP reset flow (docs/product/membership.md#account-activation),
 * so nothing here costs an argon2 hash, and until then no password signs in.
 */
export async function insertNewMembers(tx: Tx, creates: PlannedRow[], pokokAmount: number): Promise<void> {
  if (creates.length === 0) return;
  const batch = creates.map((row) => ({
    ...row.columns,
    nik: row.nik,
    openingContribution: row.openingContribution,
  }));
  const amountType = sql.raw(contributions.amount.getSQLType());
  const targets = importedKeys.map((key) => sql`${sql.identifier(IMPORTED_COLUMNS[key].name)}`);
  const values = importedKeys.map((key) =>
    key === 'employeeId' ? sql`coalesce(v."employeeId", v.nik)` : sql`v.${sql.identifier(key)}`,
  );
  const today = todayInJakarta();
  const period = today.slice(0, 7);
  await tx.execute(sql`
    with batch as materialized (
      select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as v(${recordColumnsOf([sql`nik text`, sql`"openingContribution" ${amountType}`])})
    ),
    created as (${insertMembersFrom(sql`batch`, targets, values)}),
    pokok as (${bookPokokOnJoin(sql`created`, pokokAmount, today)}),
    opening as (${bookOpeningContributions(sql`created`, sql`batch`, period)})
    select 1`);
}

/**
 * Applies every update in ONE statement: the rows travel as a JSON array read by jsonb_to_recordset, and a key
 * the file left empty arrives as null, which keeps the member's current value (an empty cell changes nothing).
 */
export async function updateMembers(tx: Tx, updates: PlannedRow[]): Promise<void> {
  const batch = updates.flatMap((row) =>
    row.memberId === null ? [] : [{ ...row.columns, id: row.memberId }],
  );
  if (batch.length === 0) return;
  const assignments: SQL[] = importedKeys.map((key) => {
    const column = sql.identifier(IMPORTED_COLUMNS[key].name);
    return sql`${column} = coalesce(v.${sql.identifier(key)}, m.${column})`;
  });
  await updateMembersFrom(
    tx,
    sql`jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(${recordColumnsOf([sql`id integer`])})`,
    assignments,
  );
}
