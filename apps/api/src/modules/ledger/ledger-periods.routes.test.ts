import { todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { journalEntries, ledgerPeriods } from '../../db/schema';

type Headers = Record<string, string>;
let t: TestApp;
let maker: Headers;
let checker: Headers;
let makerActor: string;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  const makerRow = await createStaff(t.app.db, { role: 'FINANCE' });
  makerActor = `staff:${makerRow.id}`;
  maker = await signInStaff(t.app, makerRow.username);
  checker = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
});
afterAll(() => t?.close());

/** error-handler.ts's answer to the database refusing an entry dated in a closed month (KL001). */
const CLOSED_PERIOD_MESSAGE =
  'Periode buku sudah ditutup. Transaksi tidak dapat dicatat pada bulan tersebut.';

const BASE = '/api/v1/admin/ledger';
const get = (url: string, headers: Headers = maker) =>
  t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers });
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `${BASE}${url}`, headers, payload });
const close = (month: string) => post(`/periods/${month}/close`, maker);

/** A manual entry: `amount` debited to `debitAccount`, credited to `creditAccount`. */
const manual = (date: string, amount: number, debitAccount = '5201', creditAccount = '1102') => ({
  date,
  description: 'Jurnal umum',
  lines: [
    { account: debitAccount, debit: amount, credit: 0 },
    { account: creditAccount, debit: 0, credit: amount },
  ],
});

/** Made by one FINANCE, posted by the other; answers the entry's id. */
async function posted(body: ReturnType<typeof manual>) {
  const made = await post('/journals', maker, body);
  expect(made.statusCode, made.body).toBe(200);
  const approved = await post(`/journals/${made.json().data.id}/approve`, checker);
  expect(approved.statusCode, approved.body).toBe(200);
  return made.json().data.id as number;
}

/** Each account's net (debit − credit) in the trial balance on `date`; the totals must be equal. */
async function balances(date: string) {
  const data = (await get(`/trial-balance?date=${date}`)).json().data as {
    rows: { code: string; debit: number; credit: number }[];
    totalDebit: number;
    totalCredit: number;
  };
  expect(data.totalDebit).toBe(data.totalCredit);
  return Object.fromEntries(data.rows.map((row) => [row.code, row.debit - row.credit]));
}
const incomeAndExpense = (net: Record<string, number>) =>
  Object.entries(net).filter(([code, amount]) => /^[45]/.test(code) && amount !== 0);

/** Closes January to November of `year` in order, then answers December's close. */
async function closeYear(year: number) {
  for (let month = 1; month <= 11; month += 1) {
    const reply = await close(`${year}-${String(month).padStart(2, '0')}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.yearClosingEntryId).toBeNull();
  }
  return close(`${year}-12`);
}
const yearCloseEntries = (year: string) =>
  t.app.db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.eventKey, `year-close:${year}`));

describe('closing a month', () => {
  let entryId: number;
  let pendingId: number;

  it('closes the month once for FINANCE and lists it', async () => {
    entryId = await posted(manual('2025-04-10', 75_000));
    pendingId = (await post('/journals', maker, manual('2025-04-20', 20_000))).json().data.id;
    const reply = await close('2025-04');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      message: 'Periode 2025-04 ditutup',
      data: { month: '2025-04', closedBy: makerActor, yearClosingEntryId: null },
    });
    const { closedAt } = reply.json().data;
    expect(new Date(closedAt).toISOString()).toBe(closedAt);
    const periods = await get('/periods');
    expect(periods.statusCode, periods.body).toBe(200);
    expect(periods.json().data).toEqual([{ month: '2025-04', closedBy: makerActor, closedAt }]);
  });

  it('refuses with 409 a new entry, an approval and a reversal dated in the closed month', async () => {
    const count = await t.app.db.$count(journalEntries);
    for (const date of ['2025-04-01', '2025-04-30']) {
      const reply = await post('/journals', maker, manual(date, 10_000));
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json().message).toBe(CLOSED_PERIOD_MESSAGE);
    }
    const approval = await post(`/journals/${pendingId}/approve`, checker);
    expect(approval.statusCode, approval.body).toBe(409);
    expect(approval.json().message).toBe(CLOSED_PERIOD_MESSAGE);
    const reversal = await post(`/journals/${entryId}/reverse`, checker, {
      date: '2025-04-25',
      reason: 'Salah',
    });
    expect(reversal.statusCode, reversal.body).toBe(409);
    expect(reversal.json().message).toBe(CLOSED_PERIOD_MESSAGE);
    expect(await t.app.db.$count(journalEntries)).toBe(count);
    const [pending] = await t.app.db.select().from(journalEntries).where(eq(journalEntries.id, pendingId));
    expect(pending).toMatchObject({ status: 'PENDING', postedAt: null, approvedBy: null });
  });

  it('leaves the months around it open: a correction goes into the next month', async () => {
    expect((await post('/journals', maker, manual('2025-03-31', 10_000))).statusCode).toBe(200);
    expect((await post('/journals', maker, manual('2025-05-01', 10_000))).statusCode).toBe(200);
    const reversal = await post(`/journals/${entryId}/reverse`, checker, {
      date: '2025-05-02',
      reason: 'Salah',
    });
    expect(reversal.statusCode, reversal.body).toBe(200);
    expect(reversal.json().data).toMatchObject({
      date: '2025-05-02',
      reversesId: entryId,
      status: 'PENDING',
    });
  });

  it('answers 409 to closing the month again, keeping one close', async () => {
    const reply = await close('2025-04');
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json().message).toBe('Periode 2025-04 sudah ditutup');
    expect(await t.app.db.$count(ledgerPeriods, eq(ledgerPeriods.month, '2025-04'))).toBe(1);
  });

  it('answers 422 to a malformed month and closes nothing', async () => {
    const count = await t.app.db.$count(ledgerPeriods);
    for (const month of ['2025-13', '2025-00', '2025-4', '25-04', '2025-04-01', 'abcd-ef']) {
      expect((await close(month)).statusCode, month).toBe(422);
    }
    expect(await t.app.db.$count(ledgerPeriods)).toBe(count);
  });
});

describe('closing December closes the year into SHU tahun berjalan (3301)', () => {
  it('moves a loss: the expense back to zero, 3301 on the debit side', async () => {
    await posted(manual('2023-08-01', 200_000, '5901', '1102'));
    const december = await closeYear(2023);
    expect(december.statusCode, december.body).toBe(200);
    const entries = await yearCloseEntries('2023');
    expect(entries).toHaveLength(1);
    expect(december.json().data.yearClosingEntryId).toBe(entries[0]!.id);
    const net = await balances('2023-12-31');
    expect(incomeAndExpense(net)).toEqual([]);
    expect(net['3301']).toBe(200_000);
  });

  it('moves a surplus: income and expense accounts at zero on 31 December, 3301 holds the result', async () => {
    await posted(manual('2024-03-05', 1_000_000, '1102', '4901'));
    await posted(manual('2024-07-10', 300_000, '5201', '1102'));
    await posted(manual('2024-12-20', 50_000, '5101', '1102'));
    await posted(manual('2025-01-10', 200_000, '1102', '4101'));
    const pending = (await post('/journals', maker, manual('2024-12-21', 99_000))).json().data.id;
    const before = await balances('2024-12-31');
    const december = await closeYear(2024);
    expect(december.statusCode, december.body).toBe(200);
    const id = december.json().data.yearClosingEntryId;
    const listed = await get('/journals?from=2024-12-31&to=2024-12-31&source=year-close');
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        id,
        date: '2024-12-31',
        source: 'year-close',
        status: 'POSTED',
        lines: [
          { account: '4901', debit: 1_000_000, credit: 0 },
          { account: '5101', debit: 0, credit: 50_000 },
          { account: '5201', debit: 0, credit: 300_000 },
          { account: '3301', debit: 0, credit: 650_000 },
        ],
      }),
    ]);
    const net = await balances('2024-12-31');
    expect(incomeAndExpense(net)).toEqual([]);
    // The 2023 loss stays in 3301 beside the 2024 surplus; assets are untouched by the close.
    expect(net['3301']).toBe(200_000 - 650_000);
    expect(net['1102']).toBe(before['1102']);
    expect((await balances('2025-01-31'))['4101']).toBe(-200_000);
    const late = await post(`/journals/${pending}/approve`, checker);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toBe(CLOSED_PERIOD_MESSAGE);
    const reversal = await post(`/journals/${id}/reverse`, checker, { date: '2025-01-02', reason: 'Batal' });
    expect(reversal.statusCode, reversal.body).toBe(409);
  });

  it('writes no year-close entry for a year without income or expense', async () => {
    const december = await closeYear(2022);
    expect(december.statusCode, december.body).toBe(200);
    expect(december.json().data.yearClosingEntryId).toBeNull();
    expect(await yearCloseEntries('2022')).toEqual([]);
  });

  it('keeps a closed year closed: nothing reaches its income or expense after December is closed', async () => {
    await posted(manual('2021-05-10', 500_000, '1102', '4901'));
    const december = await close('2021-12');
    if (december.statusCode === 409) {
      // Closing December may instead require the year's other months closed first: then nothing was closed.
      expect(await yearCloseEntries('2021')).toEqual([]);
      return;
    }
    expect(december.statusCode, december.body).toBe(200);
    const made = await post('/journals', maker, manual('2021-06-15', 80_000));
    if (made.statusCode === 200) await post(`/journals/${made.json().data.id}/approve`, checker);
    expect(incomeAndExpense(await balances('2021-12-31'))).toEqual([]);
  });
});

describe('reports', () => {
  it('answers the trial balance for today by default, its totals equal', async () => {
    const reply = await get('/trial-balance');
    expect(reply.statusCode, reply.body).toBe(200);
    const data = reply.json().data;
    expect(data.date).toBe(todayInJakarta());
    expect(data.rows.length).toBeGreaterThanOrEqual(18);
    expect(data.totalDebit).toBe(data.totalCredit);
    expect(data.totalDebit).toBeGreaterThan(0);
  });

  it('reconciles each control account with its sub-ledger on a date', async () => {
    await createMember(t.app.db, { contributionBalance: 1_200_000 });
    const today = todayInJakarta();
    const rowsOn = async (date?: string) => {
      const reply = await get(date ? `/reconciliation?date=${date}` : '/reconciliation');
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data.date).toBe(date ?? today);
      return reply.json().data.rows;
    };
    const zero = { ledger: 0, subledger: 0, difference: 0 };
    const expected = (wajib: object) => [
      { account: '1201', name: 'Piutang pinjaman anggota', ...zero },
      { account: '2101', name: 'Simpanan sukarela', ...zero },
      { account: '2103', name: 'Hutang SHU anggota', ...zero },
      { account: '3101', name: 'Simpanan pokok', ...zero },
      { account: '3102', name: 'Simpanan wajib', ...wajib },
    ];
    // The contribution was written without its entry: the ledger is short of the sub-ledger.
    expect(await rowsOn()).toEqual(expected({ ledger: 0, subledger: 1_200_000, difference: -1_200_000 }));
    await posted(manual(today, 1_200_000, '3901', '3102'));
    expect(await rowsOn()).toEqual(expected({ ledger: 1_200_000, subledger: 1_200_000, difference: 0 }));
    expect(await rowsOn('2020-01-01')).toEqual(expected(zero));
  });
});
