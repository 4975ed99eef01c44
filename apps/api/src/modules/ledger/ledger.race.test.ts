import { sukarelaDepositPosting } from '@kopkar/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { auditLog, journalEntries, ledgerAccounts, ledgerPeriods } from '../../db/schema';
import { postEntry, trialBalance } from './ledger.service';

// PGlite runs one transaction at a time and would hide the race (docs/testing.md trap 1).
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('ledger.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

/** error-handler.ts's answer to the database refusing an entry dated in a closed month (KL001). */
const CLOSED_PERIOD_MESSAGE =
  'Periode buku sudah ditutup. Transaksi tidak dapat dicatat pada bulan tersebut.';

type Headers = Record<string, string>;
type Staff = { actor: string; headers: Headers };

describe.runIf(onPostgres)('ledger races on PostgreSQL', () => {
  let t: TestApp;
  let maker: Staff;
  let admin: Staff;
  /** Ten FINANCE staff other than the maker. */
  let checkers: Staff[];
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
    const sign = async (role: 'FINANCE' | 'ADMIN'): Promise<Staff> => {
      const row = await createStaff(t.app.db, { role });
      return { actor: `staff:${row.id}`, headers: await signInStaff(t.app, row.username) };
    };
    maker = await sign('FINANCE');
    admin = await sign('ADMIN');
    checkers = [];
    for (let i = 0; i < 10; i += 1) checkers.push(await sign('FINANCE'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const BASE = '/api/v1/admin/ledger';
  const post = (url: string, headers: Headers, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `${BASE}${url}`, headers, payload });
  const manual = (date: string, amount: number, debitAccount = '5201', creditAccount = '1102') => ({
    date,
    description: `Jurnal umum ${date}`,
    lines: [
      { account: debitAccount, debit: amount, credit: 0 },
      { account: creditAccount, debit: 0, credit: amount },
    ],
  });
  const create = async (body: ReturnType<typeof manual>) => {
    const reply = await post('/journals', maker.headers, body);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data.id as number;
  };
  const approve = async (id: number) => {
    const reply = await post(`/journals/${id}/approve`, checkers[0]!.headers);
    expect(reply.statusCode, reply.body).toBe(200);
    return id;
  };
  const statusCounts = (replies: { statusCode: number }[]) =>
    replies.reduce<Record<number, number>>((counts, reply) => {
      counts[reply.statusCode] = (counts[reply.statusCode] ?? 0) + 1;
      return counts;
    }, {});
  const netOf = async (date: string, code: string) => {
    const balance = await trialBalance(t.app.db, date);
    expect(balance.totalDebit).toBe(balance.totalCredit);
    const row = balance.rows.find((item) => item.code === code);
    return (row?.debit ?? 0) - (row?.credit ?? 0);
  };

  it('closes a month once under ten concurrent closes', async () => {
    await approve(await create(manual('2025-02-10', 40_000)));
    const replies = await Promise.all(checkers.map(({ headers }) => post('/periods/2025-02/close', headers)));
    expect(statusCounts(replies)).toEqual({ 200: 1, 409: 9 });
    for (const reply of replies.filter((item) => item.statusCode === 409)) {
      expect(reply.json().message).toBe('Periode 2025-02 sudah ditutup');
    }
    const rows = await t.app.db.select().from(ledgerPeriods).where(eq(ledgerPeriods.month, '2025-02'));
    expect(rows).toHaveLength(1);
    const winner = checkers[replies.findIndex((reply) => reply.statusCode === 200)]!;
    expect(rows[0]?.closedBy).toBe(winner.actor);
  });

  it('closes a year once under ten concurrent closes of December: one year-close entry', async () => {
    await approve(await create(manual('2024-05-10', 900_000, '1102', '4901')));
    await approve(await create(manual('2024-09-10', 250_000, '5201', '1102')));
    for (let month = 1; month <= 11; month += 1) {
      const reply = await post(`/periods/2024-${String(month).padStart(2, '0')}/close`, maker.headers);
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const replies = await Promise.all(checkers.map(({ headers }) => post('/periods/2024-12/close', headers)));
    expect(statusCounts(replies)).toEqual({ 200: 1, 409: 9 });
    expect(await t.app.db.$count(ledgerPeriods, eq(ledgerPeriods.month, '2024-12'))).toBe(1);
    const closing = await t.app.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.source, 'year-close'));
    expect(closing.map((entry) => [entry.sourceId, entry.status])).toEqual([['2024', 'POSTED']]);
    const winner = replies.find((reply) => reply.statusCode === 200)!;
    expect(winner.json().data.yearClosingEntryId).toBe(closing[0]!.id);
    expect(await netOf('2024-12-31', '4901')).toBe(0);
    expect(await netOf('2024-12-31', '5201')).toBe(0);
    expect(await netOf('2024-12-31', '3301')).toBe(-(900_000 - 250_000));
  });

  it('posts a manual entry once under ten concurrent approvals by ten FINANCE staff', async () => {
    const id = await create(manual('2025-03-10', 123_000));
    const before = await netOf('2025-03-31', '5201');
    const replies = await Promise.all(
      checkers.map(({ headers }) => post(`/journals/${id}/approve`, headers)),
    );
    expect(statusCounts(replies)).toEqual({ 200: 1, 409: 9 });
    const winner = checkers[replies.findIndex((reply) => reply.statusCode === 200)]!;
    const [entry] = await t.app.db.select().from(journalEntries).where(eq(journalEntries.id, id));
    expect(entry).toMatchObject({ status: 'POSTED', approvedBy: winner.actor });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approve-journal'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(await netOf('2025-03-31', '5201')).toBe(before + 123_000);
  });

  /** Lets the event loop turn `turns` times (no clock): spreads writers over the close's lifetime. */
  const turns = async (count: number) => {
    for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  /** An automatic entry written straight into the books, as a money movement would: its id, or the SQLSTATE. */
  const deposit = (date: string, after: number) =>
    turns(after)
      .then(() =>
        t.app.db.transaction((tx) =>
          postEntry(tx, {
            date,
            description: 'Setoran sukarela',
            source: 'deposit',
            actor: 'system',
            lines: sukarelaDepositPosting(5_000),
          }),
        ),
      )
      .then(
        (id) => ({ id, code: 'ok' }),
        (error) => ({ id: null, code: String(error?.cause?.code ?? error?.code ?? error) }),
      );

  /**
   * Twenty manual entries dated in `month` approved at once by ten staff, and ten automatic entries written at
   * once, racing one close of the month: each is posted or refused (409, KL001), and the books say which.
   */
  async function raceTheClose(month: string, debitAccount: string, creditAccount: string) {
    const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      ids.push(await create(manual(day(i + 1), 1_000 + i, debitAccount, creditAccount)));
    }
    const [approved, written, closed] = await Promise.all([
      Promise.all(ids.map((id, i) => post(`/journals/${id}/approve`, checkers[i % 10]!.headers))),
      Promise.all(Array.from({ length: 10 }, (_, i) => deposit(day(i + 10), i * 4))),
      post(`/periods/${month}/close`, maker.headers),
    ]);
    expect(closed.statusCode, closed.body).toBe(200);
    for (const reply of approved) {
      expect([200, 409], reply.body).toContain(reply.statusCode);
      if (reply.statusCode === 409) expect(reply.json().message).toBe(CLOSED_PERIOD_MESSAGE);
    }
    for (const outcome of written) expect(['ok', 'KL001']).toContain(outcome.code);

    const rows = await t.app.db
      .select()
      .from(journalEntries)
      .where(sql`to_char(${journalEntries.entryDate}, 'YYYY-MM') = ${month}`);
    const idsOf = (source: string, status: string) =>
      rows.filter((row) => row.source === source && row.status === status).map((row) => row.id);
    const approvedIds = ids.filter((_, i) => approved[i]!.statusCode === 200);
    expect(new Set(idsOf('manual', 'POSTED'))).toEqual(new Set(approvedIds));
    expect(new Set(idsOf('manual', 'PENDING'))).toEqual(
      new Set(ids.filter((id) => !approvedIds.includes(id))),
    );
    const writtenIds = written.flatMap((outcome) => (outcome.id === null ? [] : [outcome.id]));
    expect(new Set(idsOf('deposit', 'POSTED'))).toEqual(new Set(writtenIds));
    const [period] = await t.app.db.select().from(ledgerPeriods).where(eq(ledgerPeriods.month, month));
    // After the close, nothing more: a waiting entry stays waiting.
    const waiting = idsOf('manual', 'PENDING')[0];
    if (waiting) expect((await post(`/journals/${waiting}/approve`, admin.headers)).statusCode).toBe(409);
    const postedAmount = ids.reduce(
      (sum, _, i) => sum + (approved[i]!.statusCode === 200 ? 1_000 + i : 0),
      0,
    );
    return { rows, closedAt: period!.closedAt, postedAmount };
  }

  it('lets nothing into a month once its close commits: no entry posted there after closed_at', async () => {
    const { rows, closedAt } = await raceTheClose('2025-06', '5201', '1102');
    const late = rows.filter((row) => row.status === 'POSTED' && row.postedAt! > closedAt);
    expect(late, `closed_at ${closedAt.toISOString()}`).toEqual([]);
  });

  it('closes a year with exactly the entries posted before its December close, whatever races it', async () => {
    for (let month = 1; month <= 11; month += 1) {
      const reply = await post(`/periods/2023-${String(month).padStart(2, '0')}/close`, maker.headers);
      expect(reply.statusCode, reply.body).toBe(200);
    }
    // Income racing the close: the year-close entry must carry every one posted, or one was posted after it.
    const { postedAmount } = await raceTheClose('2023-12', '1102', '4901');
    expect(await netOf('2023-12-31', '4901')).toBe(0);
    expect(await netOf('2023-12-31', '3301')).toBe(0 - postedAmount);
  });

  it('keeps thirty identical manual entries sent at once as thirty balanced drafts', async () => {
    const body = { ...manual('2025-07-15', 77_000), description: 'Biaya rapat anggota (30 kali)' };
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => post('/journals', maker.headers, body)),
    );
    expect(statusCounts(replies)).toEqual({ 200: 30 });
    const ids = new Set(replies.map((reply) => reply.json().data.id));
    expect(ids.size).toBe(30);
    const { rows } = await t.app.db.execute<{
      id: string;
      status: string;
      lines: number;
      debit: string;
      credit: string;
    }>(sql`
      select e.id, e.status, count(l.id)::int as lines, sum(l.debit)::text as debit, sum(l.credit)::text as credit
      from journal_entries e left join journal_lines l on l.entry_id = e.id
      where e.description = ${body.description}
      group by e.id, e.status`);
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(ids.has(Number(row.id))).toBe(true);
      expect(row).toMatchObject({ status: 'PENDING', lines: 2, debit: '77000', credit: '77000' });
    }
  });

  it('writes one reversal when the same reverse is sent thirty times at once', async () => {
    const id = await approve(await create(manual('2025-08-05', 60_000)));
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(`/journals/${id}/reverse`, checkers[1]!.headers, { date: '2025-08-06', reason: 'Salah akun' }),
      ),
    );
    expect(statusCounts(replies)).toEqual({ 200: 1, 409: 29 });
    const reversals = await t.app.db.select().from(journalEntries).where(eq(journalEntries.reversesId, id));
    expect(reversals).toHaveLength(1);
    expect(replies.find((reply) => reply.statusCode === 200)!.json().data).toMatchObject({
      id: reversals[0]!.id,
      status: 'PENDING',
      lines: [
        { account: '5201', debit: 0, credit: 60_000 },
        { account: '1102', debit: 60_000, credit: 0 },
      ],
    });
    expect(await t.app.db.$count(auditLog, eq(auditLog.action, 'reverse-journal'))).toBe(1);
  });

  it('adds an account once under ten concurrent requests with one code', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/accounts', admin.headers, { code: '5203', name: `Beban ${i}` }),
      ),
    );
    expect(statusCounts(replies)).toEqual({ 200: 1, 409: 9 });
    expect(await t.app.db.$count(ledgerAccounts, eq(ledgerAccounts.code, '5203'))).toBe(1);
  });
});
