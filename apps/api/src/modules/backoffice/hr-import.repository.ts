import { todayInJakarta } from '@kopkar/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { contributions, members } from '../../db/schema';
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
 * ONE statement: the rows travel as a JSON array (building a multi-row INSERT through
 * the query builder cost more than running it). No password: a new member activates the account by setting
 * one through the OTP reset flow (SPEC §9), so nothing here costs an argon2 hash, and until then no password
 * signs in.
 */
export async function insertNewMembers(tx: Tx, creates: PlannedRow[], pokokAmount: number): Promise<void> {
  if (creates.length === 0) return;
  const batch = creates.map((row) => ({
    ...row.columns,
    nik: row.nik,
    openingContribution: row.openingContribution,
  }));
  const amountType = sql.raw(contributions.amount.getSQLType());
  const targets = importedKeys.map((key) => sql.identifier(IMPORTED_COLUMNS[key].name));
  const values = importedKeys.map((key) =>
    key === 'employeeId' ? sql`coalesce(v."employeeId", v.nik)` : sql`v.${sql.identifier(key)}`,
  );
  const today = todayInJakarta();
  const period = today.slice(0, 7);
  await tx.execute(sql`
    with batch as materialized (
      select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as v(${recordColumnsOf([sql`nik text`, sql`"openingContribution" ${amountType}`])})
    ), created as (
      insert into members (nik, ${sql.join(targets, sql`, `)})
      select v.nik, ${sql.join(values, sql`, `)} from batch v
      returning id, nik
    ), pokok as (
      insert into savings_ledger (member_id, kind, reason, delta, balance_after, seq, ref, note, booked_on)
      select created.id, 'POKOK', 'POKOK_SETOR', ${pokokAmount}, ${pokokAmount}, 1, 'join', 'saat bergabung', ${today}
      from created where ${pokokAmount}::bigint > 0
    )
    insert into contributions (member_id, period, amount, source, note)
    select created.id, ${period}, v."openingContribution", 'OPENING', 'Saldo awal impor HR'
    from created join batch v on v.nik = created.nik
    where v."openingContribution" is not null`);
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
  await tx.execute(sql`
    update members m set ${sql.join(assignments, sql`, `)}, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(${recordColumnsOf([sql`id integer`])})
    where m.id = v.id`);
}
