/**
 * Sukarela writes as members make them (a deposit with its proof photo, a withdrawal), an opening balance for
 * probe members (one ledger row, as a confirmed deposit leaves), and what the database says afterwards about
 * them: rows half written (a proof file without its deposit, a request without its audit entry), reservations
 * over the balance, and the balances the API reports against the ledger's own sums.
 */
import { randomUUID } from 'node:crypto';
import { dataUrl, jpeg } from '../upload-samples';
import { countOf, literal, type Sql } from './database';
import { dataOf, type RequestOptions, send } from './http';
import { todayInJakarta } from './loan-records';

export const OPENING_BALANCE = 100_000_000;
export const WRITE_AMOUNT = 10_000;

const inList = (niks: readonly string[]) => `(${niks.map(literal).join(', ')})`;

/**
 * One SUKARELA ledger row of OPENING_BALANCE per member (seq 1) and a payroll account, so that withdrawals have
 * something to reserve and somewhere to go.
 */
export async function openSukarela(sql: Sql, niks: readonly string[]): Promise<void> {
  await sql(`
    update members set payroll_account_no = '9000' || nik, payroll_account_name = name
    where nik in ${inList(niks)}`);
  await sql(`
    insert into savings_ledger (member_id, kind, reason, delta, balance_after, seq, ref, booked_on)
    select id, 'SUKARELA', 'SETORAN', ${OPENING_BALANCE}, ${OPENING_BALANCE}, 1, 'bench:opening', current_date
    from members where nik in ${inList(niks)}`);
}

/** The request a member sends: a deposit (proof photo, Idempotency-Key) or a withdrawal. */
export function savingsWrite(
  kind: 'deposit' | 'withdrawal',
  nik: string,
): { path: string; options: RequestOptions } {
  if (kind === 'withdrawal') {
    return {
      path: '/api/v1/Simpanan/Sukarela/Tarik',
      options: { headers: { 'idempotency-key': randomUUID() }, body: { NIK: nik, Jumlah: WRITE_AMOUNT } },
    };
  }
  return {
    path: '/api/v1/Simpanan/Sukarela/Setor',
    options: {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        NIK: nik,
        Jumlah: WRITE_AMOUNT,
        TanggalTransfer: todayInJakarta(),
        BuktiTransfer: dataUrl('image/jpeg', jpeg()),
      },
    },
  };
}

/** The request id a 200 reply names (`setoran.id` or `penarikan.id`). */
export function writtenId(reply: Parameters<typeof dataOf>[0]): number | undefined {
  const data = dataOf<{ setoran?: { id: number }; penarikan?: { id: number } } | null>(reply);
  return data?.setoran?.id ?? data?.penarikan?.id;
}

/** What the database holds for these members that no single transaction should have left. */
export async function findHalfWritten(sql: Sql, niks: readonly string[]) {
  const members = `(select id from members where nik in ${inList(niks)})`;
  const orphanProofs = await countOf(
    sql,
    `select count(*) from files f where f.owner_kind = 'member' and f.owner_id in ${members}
       and f.purpose = 'PROOF' and not exists (select 1 from savings_deposits d where d.proof_file_id = f.id)`,
  );
  const unaudited = await countOf(
    sql,
    `select (select count(*) from savings_deposits d where d.member_id in ${members} and not exists
              (select 1 from audit_log a where a.entity = 'savings-deposit' and a.entity_id = d.id::text))
          + (select count(*) from savings_withdrawals w where w.member_id in ${members} and not exists
              (select 1 from audit_log a where a.entity = 'savings-withdrawal' and a.entity_id = w.id::text))`,
  );
  const overReserved = await countOf(
    sql,
    `select count(*) from ${members} m where
       (select coalesce(sum(amount), 0) from savings_withdrawals w
         where w.member_id = m.id and w.status in ('PENDING', 'APPROVED'))
       > (select coalesce(sum(delta), 0) from savings_ledger l where l.member_id = m.id and l.kind = 'SUKARELA')`,
  );
  return { orphanProofs, unaudited, overReserved };
}

/** Request ids that a 200 reply named but the database does not hold. */
export async function countMissingRows(sql: Sql, deposits: number[], withdrawals: number[]): Promise<number> {
  const missing = async (table: string, ids: number[]) =>
    ids.length === 0
      ? 0
      : ids.length - (await countOf(sql, `select count(*) from ${table} where id in (${ids.join(', ')})`));
  return (await missing('savings_deposits', deposits)) + (await missing('savings_withdrawals', withdrawals));
}

/** Members whose GET /Simpanan/{nik} SukarelaTersedia differs from the ledger's sum less the reservations. */
export async function countBalanceMismatches(
  sql: Sql,
  origin: string,
  members: readonly { nik: string; token: string }[],
): Promise<number> {
  let mismatches = 0;
  for (const { nik, token } of members) {
    const reply = await send(origin, `/api/v1/Simpanan/${nik}`, { token });
    const reported = dataOf<{ SukarelaTersedia?: number } | null>(reply)?.SukarelaTersedia;
    const expected = await countOf(
      sql,
      `select (select coalesce(sum(delta), 0) from savings_ledger l where l.member_id = m.id and l.kind = 'SUKARELA')
            - (select coalesce(sum(amount), 0) from savings_withdrawals w
                where w.member_id = m.id and w.status in ('PENDING', 'APPROVED'))
       from members m where m.nik = ${literal(nik)}`,
    );
    if (reported !== expected) mismatches += 1;
  }
  return mismatches;
}
