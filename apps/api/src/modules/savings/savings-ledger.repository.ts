import { todayInJakarta } from '@kopkar/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { members } from '../../db/schema';

type Reader = Pick<Database, 'execute'>;

/**
 * Locks the member row for the rest of the transaction. Every write to a member's savings (a request, a decision,
 * a booking) takes this lock first and only then reads the balance, so two writers never see the same balance; the
 * lock order is always member → request row, so a member's cancel and FINANCE's decision cannot deadlock.
 */
export async function lockMemberForSavings(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({
      id: members.id,
      nik: members.nik,
      name: members.name,
      isActive: members.isActive,
      payrollAccountNo: members.payrollAccountNo,
      payrollAccountName: members.payrollAccountName,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row;
}

/** A member's sukarela balance (the ledger's sum) and what pending or approved withdrawals reserve, Rupiah. */
export async function readSukarelaPosition(db: Reader, memberId: number) {
  const { rows } = await db.execute<{ balance: string; reserved: string }>(sql`
    select
      (select coalesce(sum(delta), 0) from savings_ledger
        where member_id = ${memberId} and kind = 'SUKARELA')::bigint as balance,
      (select coalesce(sum(amount), 0) from savings_withdrawals
        where member_id = ${memberId} and status in ('PENDING', 'APPROVED'))::bigint as reserved`);
  return { balance: Number(rows[0]?.balance ?? 0), reserved: Number(rows[0]?.reserved ?? 0) };
}

export type LedgerBooking = {
  memberId: number;
  kind: 'POKOK' | 'SUKARELA';
  reason: string;
  /** Rupiah, signed: a withdrawal or refund is negative. */
  delta: number;
  ref: string;
  note: string | null;
};

/**
 * Appends one row after the member's last row of that kind (seq + 1, balance_after = last + delta), under the
 * member lock the caller holds. The unique (member, kind, seq) refuses a writer that skipped the lock, and the
 * CHECK balance_after >= 0 refuses a balance below 0, whatever the code above it did.
 */
export async function appendLedgerRow(tx: Tx, booking: LedgerBooking) {
  const { rows } = await tx.execute<{ id: number; balance_after: string }>(sql`
    insert into savings_ledger (member_id, kind, reason, delta, balance_after, seq, ref, note, booked_on)
    select ${booking.memberId}, ${booking.kind}, ${booking.reason}, ${booking.delta},
           coalesce(last.balance_after, 0) + ${booking.delta}, coalesce(last.seq, 0) + 1,
           ${booking.ref}, ${booking.note}, ${todayInJakarta()}
    from (select 1) one
    left join lateral (
      select balance_after, seq from savings_ledger
      where member_id = ${booking.memberId} and kind = ${booking.kind}
      order by seq desc limit 1
    ) last on true
    returning id, balance_after`);
  const row = rows[0];
  if (!row) throw new Error('savings ledger insert returned no row');
  return { id: Number(row.id), balanceAfter: Number(row.balance_after) };
}

/**
 * Credits many members' sukarela in one statement (a month's jasa, a year's SHU, a period's deductions beyond
 * the instalments and wajib they paid): each row after that member's
 * last one. The members must be locked first, in a statement of their own (lockMembersInOrder), so this one's
 * snapshot already sees every booking that committed before the locks were granted. A member already credited
 * for `ref` is skipped (unique member, reason, ref). Returns how many rows and Rupiah were written.
 */
export async function creditSukarelaInBulk(
  tx: Tx,
  reason: 'JASA' | 'SHU' | 'POTONGAN',
  ref: string,
  note: string,
  credits: readonly { memberId: number; amount: number }[],
) {
  if (credits.length === 0) return { count: 0, amount: 0, memberIds: [] as number[] };
  const { rows } = await tx.execute<{ member_id: number; delta: string }>(sql`
    with credit as (
      select * from jsonb_to_recordset(${JSON.stringify(credits)}::jsonb) as c("memberId" int, amount bigint)
    )
    insert into savings_ledger (member_id, kind, reason, delta, balance_after, seq, ref, note, booked_on)
    select c."memberId", 'SUKARELA', ${reason}, c.amount, coalesce(last.balance_after, 0) + c.amount,
           coalesce(last.seq, 0) + 1, ${ref}, ${note}, ${todayInJakarta()}
    from credit c
    left join lateral (
      select balance_after, seq from savings_ledger
      where member_id = c."memberId" and kind = 'SUKARELA' order by seq desc limit 1
    ) last on true
    where c.amount > 0
    on conflict (member_id, reason, ref) do nothing
    returning member_id, delta`);
  return {
    count: rows.length,
    amount: rows.reduce((sum, row) => sum + Number(row.delta), 0),
    memberIds: rows.map((row) => Number(row.member_id)),
  };
}

/** Locks the members' rows in id order (so two bulk writers cannot deadlock), in a statement of its own. */
export async function lockMembersInOrder(tx: Tx, memberIds: readonly number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await tx.execute(sql`
    select id from members
    where id = any(select jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb)::int)
    order by id for update`);
}
