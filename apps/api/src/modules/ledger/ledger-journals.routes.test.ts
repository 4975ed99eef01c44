import { sukarelaDepositPosting } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { journalEntries } from '../../db/schema';
import { postEntry } from './ledger.service';

type Headers = Record<string, string>;
type Signed = { actor: string; headers: Headers };
let t: TestApp;
let maker: Signed;
let checker: Signed;
let third: Signed;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  const sign = async (role: 'FINANCE' | 'ADMIN'): Promise<Signed> => {
    const row = await createStaff(t.app.db, { role });
    return { actor: `staff:${row.id}`, headers: await signInStaff(t.app, row.username) };
  };
  maker = await sign('FINANCE');
  checker = await sign('FINANCE');
  third = await sign('ADMIN');
});
afterAll(() => t?.close());

const BASE = '/api/v1/admin/ledger';
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers });
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `${BASE}${url}`, headers, payload });

/** A manual entry: `amount` debited to `debitAccount`, credited to `creditAccount`. */
const manual = (date: string, amount: number, debitAccount = '5201', creditAccount = '1102') => ({
  date,
  description: 'Pembelian alat tulis kantor',
  lines: [
    { account: debitAccount, debit: amount, credit: 0 },
    { account: creditAccount, debit: 0, credit: amount },
  ],
});

/** Each account's net (debit − credit) in the trial balance on `date`, and the two totals. */
async function balances(date: string) {
  const reply = await get(`/trial-balance?date=${date}`, maker.headers);
  expect(reply.statusCode, reply.body).toBe(200);
  const data = reply.json().data as {
    date: string;
    rows: { code: string; debit: number; credit: number }[];
    totalDebit: number;
    totalCredit: number;
  };
  expect(data.date).toBe(date);
  expect(data.totalDebit).toBe(data.totalCredit);
  return Object.fromEntries(data.rows.map((row) => [row.code, row.debit - row.credit]));
}

const entryCount = () => t.app.db.$count(journalEntries);

describe('manual entries: made by one FINANCE, posted by another', () => {
  let id: number;

  it('saves a manual entry as PENDING, listed by GET journals, outside the trial balance', async () => {
    const before = await balances('2025-03-31');
    const reply = await post('/journals', maker.headers, manual('2025-03-10', 150_000));
    expect(reply.statusCode, reply.body).toBe(200);
    const entry = reply.json().data;
    expect(reply.json().message).toBe('Jurnal disimpan dan menunggu persetujuan petugas lain');
    expect(entry).toMatchObject({
      date: '2025-03-10',
      source: 'manual',
      status: 'PENDING',
      actor: maker.actor,
      approvedBy: null,
      reversesId: null,
      reversedById: null,
      lines: [
        { account: '5201', debit: 150_000, credit: 0 },
        { account: '1102', debit: 0, credit: 150_000 },
      ],
    });
    id = entry.id;
    const listed = await get('/journals?from=2025-03-01&to=2025-03-31', checker.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([entry]);
    const pending = await get('/journals?from=2025-03-01&to=2025-03-31&status=PENDING', checker.headers);
    expect(pending.json().data.map((row: { id: number }) => row.id)).toEqual([id]);
    const posted = await get('/journals?from=2025-03-01&to=2025-03-31&status=POSTED', checker.headers);
    expect(posted.json().data).toEqual([]);
    expect(await balances('2025-03-31')).toEqual(before);
  });

  it('answers 403 when the maker approves their own entry, which stays PENDING', async () => {
    const reply = await post(`/journals/${id}/approve`, maker.headers);
    expect(reply.statusCode, reply.body).toBe(403);
    const [row] = await t.app.db.select().from(journalEntries).where(eq(journalEntries.id, id));
    expect(row).toMatchObject({ status: 'PENDING', approvedBy: null, postedAt: null });
  });

  it('posts the entry when a second FINANCE approves it, moving the trial balance by its lines', async () => {
    const before = await balances('2025-03-31');
    const reply = await post(`/journals/${id}/approve`, checker.headers);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      message: 'Jurnal diposting',
      data: { id, status: 'POSTED', approvedBy: checker.actor },
    });
    const after = await balances('2025-03-31');
    expect(after).toEqual({
      ...before,
      '5201': before['5201']! + 150_000,
      '1102': before['1102']! - 150_000,
    });
    // Dated 10 March: the trial balance of the day before does not hold it.
    expect(await balances('2025-03-09')).toEqual(before);
  });

  it('answers 409 to a second approval and 404 to an entry that does not exist', async () => {
    const again = await post(`/journals/${id}/approve`, third.headers);
    expect(again.statusCode, again.body).toBe(409);
    const [row] = await t.app.db.select().from(journalEntries).where(eq(journalEntries.id, id));
    expect(row?.approvedBy).toBe(checker.actor);
    expect((await post('/journals/999999/approve', checker.headers)).statusCode).toBe(404);
  });

  it('reverses a posted manual entry with a PENDING entry on the other side, posted by another to net zero', async () => {
    const before = await balances('2025-03-31');
    const reply = await post(`/journals/${id}/reverse`, maker.headers, {
      date: '2025-03-20',
      reason: 'Salah akun',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const reversal = reply.json().data;
    expect(reversal).toMatchObject({
      date: '2025-03-20',
      source: 'reversal',
      sourceId: String(id),
      status: 'PENDING',
      actor: maker.actor,
      reversesId: id,
      lines: [
        { account: '5201', debit: 0, credit: 150_000 },
        { account: '1102', debit: 150_000, credit: 0 },
      ],
    });
    expect(reversal.description).toContain('Salah akun');
    const listed = (await get('/journals?from=2025-03-01&to=2025-03-31', maker.headers)).json().data;
    expect(listed.find((row: { id: number }) => row.id === id).reversedById).toBe(reversal.id);
    expect(await balances('2025-03-31')).toEqual(before);

    expect((await post(`/journals/${reversal.id}/approve`, maker.headers)).statusCode).toBe(403);
    const approved = await post(`/journals/${reversal.id}/approve`, checker.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await balances('2025-03-31');
    expect(after['5201']).toBe(before['5201']! - 150_000);
    expect(after['1102']).toBe(before['1102']! + 150_000);
    // Entry and reversal together: nothing left on either account in March.
    expect(after['5201']).toBe(0);
    expect(after['1102']).toBe(0);
  });

  it('answers 409 to a second reversal, to reversing a reversal and to reversing a PENDING entry', async () => {
    const count = await entryCount();
    const twice = await post(`/journals/${id}/reverse`, checker.headers, {
      date: '2025-03-21',
      reason: 'Lagi',
    });
    expect(twice.statusCode, twice.body).toBe(409);
    const [reversal] = await t.app.db.select().from(journalEntries).where(eq(journalEntries.reversesId, id));
    const ofReversal = await post(`/journals/${reversal!.id}/reverse`, checker.headers, {
      date: '2025-03-21',
      reason: 'Balik lagi',
    });
    expect(ofReversal.statusCode, ofReversal.body).toBe(409);
    const waiting = (await post('/journals', maker.headers, manual('2025-03-22', 10_000))).json().data;
    const ofPending = await post(`/journals/${waiting.id}/reverse`, checker.headers, {
      date: '2025-03-22',
      reason: 'Belum diposting',
    });
    expect(ofPending.statusCode, ofPending.body).toBe(409);
    expect(await entryCount()).toBe(count + 1);
  });

  it('answers 409 to reversing or approving an entry the portal wrote for a money movement', async () => {
    const automatic = await t.app.db.transaction((tx) =>
      postEntry(tx, {
        date: '2025-03-15',
        description: 'Setoran sukarela',
        source: 'deposit',
        actor: 'system',
        lines: sukarelaDepositPosting(400_000),
      }),
    );
    const count = await entryCount();
    const reversed = await post(`/journals/${automatic}/reverse`, checker.headers, {
      date: '2025-03-16',
      reason: 'Salah setor',
    });
    expect(reversed.statusCode, reversed.body).toBe(409);
    expect(reversed.json().message).toBe(
      'Jurnal otomatis dikoreksi melalui transaksinya, bukan dengan jurnal pembalik',
    );
    expect((await post(`/journals/${automatic}/approve`, checker.headers)).statusCode).toBe(409);
    expect(await entryCount()).toBe(count);
  });
});
