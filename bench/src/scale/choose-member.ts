/**
 * Who scale:reads signs in as: a generated member whose home page has the most to read. A running loan (so
 * StatusPinjaman and HistoryPinjaman have rows), sukarela savings when the checkout has them (so `/Simpanan` sums
 * a ledger, not nothing), and among those the most notifications; or the NIK asked for.
 */
import { openSession, type SqlSession } from '../generate/sql-session';
import { loadDatabaseModules } from '../support/api-modules';
import type { ReadsFigures } from './figures';

export type Member = ReadsFigures['member'];

async function hasSavings(session: SqlSession): Promise<boolean> {
  const [row] = await session.query<{ present: boolean }>(
    `SELECT to_regclass('public.savings_ledger') IS NOT NULL AS present`,
  );
  return row?.present === true;
}

export async function chooseMember(
  apiDir: string,
  databaseUrl: string,
  nik: string | undefined,
): Promise<Member> {
  const modules = await loadDatabaseModules(apiDir);
  const handle = await modules.openDatabase({ databaseUrl });
  const session = await openSession(handle);
  try {
    // A checkout from before the savings ledger (migration 0006) has none to count.
    const savings = (await hasSavings(session))
      ? `(SELECT count(*)::int FROM savings_ledger l WHERE l.member_id = m.id AND l.kind = 'SUKARELA')`
      : 'NULL::int';
    const [member] = await session.query<Member & { savings: number | null }>(
      `SELECT m.id, m.nik,
         (SELECT count(*)::int FROM applications a WHERE a.member_id = m.id) AS loans,
         (SELECT count(*)::int FROM notifications n WHERE n.member_id = m.id) AS notifications,
         ${savings} AS savings
       FROM members m
       WHERE ($1::text IS NOT NULL AND m.nik = $1)
          OR ($1::text IS NULL AND m.is_active AND m.nik ~ '^2[0-9]{7}$'
              AND EXISTS (SELECT 1 FROM agreements g WHERE g.member_id = m.id AND g.status = 'FUN'))
       ORDER BY coalesce(${savings}, 0) > 0 DESC, notifications DESC, m.id LIMIT 1`,
      [nik ?? null],
    );
    if (!member) throw new Error(nik ? `no member ${nik}` : 'no generated member with a running loan');
    const { savings: sukarelaRows, ...rest } = member;
    return sukarelaRows === null ? rest : { ...rest, sukarelaRows };
  } finally {
    session.release();
    await handle.close();
  }
}

/** `20000042 (id 43): 9 applications, 61 notifications, 18 sukarela ledger rows` */
export const describeMember = (member: Member) =>
  `${member.nik} (id ${member.id}): ${member.loans} applications, ${member.notifications} notifications${
    member.sukarelaRows === undefined ? '' : `, ${member.sukarelaRows} sukarela ledger rows`
  }`;
