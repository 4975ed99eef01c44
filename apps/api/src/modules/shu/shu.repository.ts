import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { members, shuShares, shuYears } from '../../db/schema';
import { wajibDate } from '../savings/savings.service';

type Reader = Pick<Database, 'select' | 'execute'>;
export type ShuYearRow = typeof shuYears.$inferSelect;

export type MemberBasisRow = {
  memberId: number;
  nik: string;
  name: string;
  modalBasis: number;
  usahaBasis: number;
};

/**
 * Every active member's two bases for a fiscal year with either above 0, as SQL rows (member_id, nik, name,
 * modal_basis, usaha_basis): jasa modal is pokok + wajib booked on or before 31 December; jasa usaha is the loan
 * interest paid in the year, read from each paid row as what was paid above its principal (a payroll row pays its
 * interest; a settlement pays the interest of the months it charged and none after). The one definition of the
 * bases, for the posting and for a member's estimate.
 */
function basesOfYear(year: number) {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  return sql`
    select * from (
      select m.id as member_id, m.nik, m.name,
        ((select coalesce(sum(l.delta), 0) from savings_ledger l
           where l.member_id = m.id and l.kind = 'POKOK' and l.booked_on <= ${last})
         + (select coalesce(sum(c.amount), 0) from contributions c
            left join payroll_periods pp on pp.id = c.payroll_period_id
            where c.member_id = m.id and ${wajibDate('c', 'pp')} <= ${last}))::bigint as modal_basis,
        (select coalesce(sum(greatest(i.paid_amount - i.principal, 0)), 0) from instalments i
          join agreements a on a.id = i.agreement_id
          where a.member_id = m.id and i.paid_date between ${first} and ${last})::bigint as usaha_basis
      from members m where m.is_active
    ) basis
    where modal_basis > 0 or usaha_basis > 0`;
}

/** Every active member's two bases for a fiscal year (basesOfYear), in member id order (ties are broken in it). */
export async function readShuBases(db: Pick<Database, 'execute'>, year: number): Promise<MemberBasisRow[]> {
  const { rows } = await db.execute<{
    member_id: number;
    nik: string;
    name: string;
    modal_basis: string;
    usaha_basis: string;
  }>(sql`${basesOfYear(year)} order by member_id`);
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    nik: row.nik,
    name: row.name,
    modalBasis: Number(row.modal_basis),
    usahaBasis: Number(row.usaha_basis),
  }));
}

export type MemberParticipation = {
  modalBasis: number;
  usahaBasis: number;
  totalModalBasis: number;
  totalUsahaBasis: number;
};

/**
 * One member's bases for a year and the totals of every member's (basesOfYear), summed in the database: what the
 * member's estimate needs, without bringing every member's row to the API.
 */
export async function readMemberParticipation(
  db: Pick<Database, 'execute'>,
  year: number,
  memberId: number,
): Promise<MemberParticipation> {
  const { rows } = await db.execute<Record<'modal' | 'usaha' | 'total_modal' | 'total_usaha', string>>(sql`
    select
      coalesce(sum(modal_basis) filter (where member_id = ${memberId}), 0)::text as modal,
      coalesce(sum(usaha_basis) filter (where member_id = ${memberId}), 0)::text as usaha,
      coalesce(sum(modal_basis), 0)::text as total_modal,
      coalesce(sum(usaha_basis), 0)::text as total_usaha
    from (${basesOfYear(year)}) bases`);
  const row = rows[0];
  return {
    modalBasis: Number(row?.modal ?? 0),
    usahaBasis: Number(row?.usaha ?? 0),
    totalModalBasis: Number(row?.total_modal ?? 0),
    totalUsahaBasis: Number(row?.total_usaha ?? 0),
  };
}

export async function listShuYears(db: Reader) {
  return db.select().from(shuYears).orderBy(desc(shuYears.year));
}

export async function findShuYear(db: Reader, year: number): Promise<ShuYearRow | undefined> {
  const [row] = await db.select().from(shuYears).where(eq(shuYears.year, year));
  return row;
}

/**
 * The year's row, locked for the rest of the transaction: two postings of one year run one after the other, and the
 * second finds posted_at set. Postings of any year also queue on an advisory lock, as payroll postings do, so two
 * years credited at once never lock the same members in different orders.
 */
export async function lockShuYear(tx: Tx, year: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kopkar:shu-posting'))`);
  const [row] = await tx.select().from(shuYears).where(eq(shuYears.year, year)).for('update');
  return row;
}

/** Writes the posted shares in one statement (unique year and member: never twice). */
export async function insertShares(
  tx: Tx,
  year: number,
  shares: readonly {
    memberId: number;
    modalBasis: number;
    usahaBasis: number;
    jasaModal: number;
    jasaUsaha: number;
    total: number;
  }[],
) {
  if (shares.length === 0) return;
  await tx.execute(sql`
    insert into shu_shares (year, member_id, modal_basis, usaha_basis, jasa_modal, jasa_usaha, total)
    select ${year}, s."memberId", s."modalBasis", s."usahaBasis", s."jasaModal", s."jasaUsaha", s.total
    from jsonb_to_recordset(${JSON.stringify(shares)}::jsonb) as s("memberId" int, "modalBasis" bigint,
      "usahaBasis" bigint, "jasaModal" bigint, "jasaUsaha" bigint, total bigint)`);
}

/** A posted year's shares with each member's NIK and name, largest first. */
export async function listPostedShares(db: Reader, year: number) {
  return db
    .select({ share: shuShares, nik: members.nik, name: members.name })
    .from(shuShares)
    .innerJoin(members, eq(members.id, shuShares.memberId))
    .where(eq(shuShares.year, year))
    .orderBy(desc(shuShares.total), shuShares.memberId);
}

/** A member's posted shares, newest year first, with their year's decision. */
export async function listMemberShares(db: Reader, memberId: number) {
  return db
    .select({ share: shuShares, decision: shuYears })
    .from(shuShares)
    .innerJoin(shuYears, eq(shuYears.year, shuShares.year))
    .where(eq(shuShares.memberId, memberId))
    .orderBy(desc(shuShares.year));
}
