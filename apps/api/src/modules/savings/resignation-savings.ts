import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { contributions } from '../../db/schema';
import { appendLedgerRow } from './savings-ledger.repository';

type Reader = Pick<Database, 'execute'>;

export type ClearanceSavings = {
  pokok: number;
  wajib: number;
  sukarela: number;
  /** SHU shares of posted years with no credit in the member's sukarela ledger yet. */
  unpaidShu: number;
  unpaidShuYears: { year: number; amount: number }[];
  /** Sukarela deposits or withdrawals FINANCE has not finished: leaving waits for them. */
  openRequests: number;
};

/** What a leaving member's savings hold today, integer Rupiah. */
export async function readClearanceSavings(db: Reader, memberId: number): Promise<ClearanceSavings> {
  const figures = await readKindBalances(db, memberId);
  const unpaidShuYears = await readUnpaidShu(db, memberId);
  const { rows } = await db.execute<{ open: string }>(sql`
    select ((select count(*) from savings_deposits where member_id = ${memberId} and status = 'PENDING')
      + (select count(*) from savings_withdrawals
          where member_id = ${memberId} and status in ('PENDING', 'APPROVED')))::int as open`);
  return {
    ...figures,
    unpaidShu: unpaidShuYears.reduce((sum, share) => sum + share.amount, 0),
    unpaidShuYears,
    openRequests: Number(rows[0]?.open ?? 0),
  };
}

/** The three balances in one statement (works inside a transaction, unlike the prepared balances query). */
async function readKindBalances(db: Reader, memberId: number) {
  const { rows } = await db.execute<{ pokok: string; wajib: string; sukarela: string }>(sql`
    select
      (select coalesce(sum(delta), 0) from savings_ledger where member_id = ${memberId} and kind = 'POKOK')::bigint as pokok,
      (select coalesce(sum(amount), 0) from contributions where member_id = ${memberId})::bigint as wajib,
      (select coalesce(sum(delta), 0) from savings_ledger where member_id = ${memberId} and kind = 'SUKARELA')::bigint as sukarela`);
  const row = rows[0];
  return {
    pokok: Number(row?.pokok ?? 0),
    wajib: Number(row?.wajib ?? 0),
    sukarela: Number(row?.sukarela ?? 0),
  };
}

async function readUnpaidShu(db: Reader, memberId: number) {
  const { rows } = await db.execute<{ year: number; total: string }>(sql`
    select s.year, s.total from shu_shares s
    where s.member_id = ${memberId}
      and not exists (select 1 from savings_ledger l
        where l.member_id = s.member_id and l.reason = 'SHU' and l.ref = 'shu:' || s.year)
    order by s.year`);
  return rows.map((row) => ({ year: Number(row.year), amount: Number(row.total) }));
}

/**
 * Pays out every savings kind of a leaving member, under the member lock the caller holds (lockMemberForSavings):
 * unpaid SHU first credited to sukarela (ref shu:<year>, so it is never credited twice), then pokok refunded
 * (POKOK_KEMBALI), sukarela withdrawn (PENARIKAN) and wajib reversed (an ADJUSTMENT contribution), each to 0.
 * Returns what was taken from each kind; the caller settles loans from it and records the payout.
 */
export async function refundAllSavings(tx: Tx, memberId: number, resignationId: number) {
  const ref = `resignation:${resignationId}`;
  for (const share of await readUnpaidShu(tx, memberId)) {
    await appendLedgerRow(tx, {
      memberId,
      kind: 'SUKARELA',
      reason: 'SHU',
      delta: share.amount,
      ref: `shu:${share.year}`,
      note: `tahun ${share.year} (keluar dari keanggotaan)`,
    });
  }
  const taken = await readKindBalances(tx, memberId);
  const note = 'keluar dari keanggotaan';
  if (taken.pokok > 0) {
    await appendLedgerRow(tx, {
      memberId,
      kind: 'POKOK',
      reason: 'POKOK_KEMBALI',
      delta: -taken.pokok,
      ref,
      note,
    });
  }
  if (taken.sukarela > 0) {
    await appendLedgerRow(tx, {
      memberId,
      kind: 'SUKARELA',
      reason: 'PENARIKAN',
      delta: -taken.sukarela,
      ref,
      note,
    });
  }
  if (taken.wajib > 0) {
    const period = sql<string>`to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM')`;
    await tx.insert(contributions).values({
      memberId,
      period,
      amount: -taken.wajib,
      source: 'ADJUSTMENT',
      note: 'Pengembalian simpanan wajib (keluar dari keanggotaan)',
    });
  }
  return { ...taken, total: taken.pokok + taken.wajib + taken.sukarela };
}
