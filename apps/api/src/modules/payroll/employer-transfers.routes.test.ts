import { addMonths, todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { postTwoPastPeriods } from '../../../test/employer-transfer-fixtures';
import { createMember, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { employerTransfers, journalEntries } from '../../db/schema';
import { trialBalance } from '../ledger/ledger.service';

let t: TestApp;
let finance: Record<string, string>;
let admin: Record<string, string>;
let periods: Awaited<ReturnType<typeof postTwoPastPeriods>>;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  periods = await postTwoPastPeriods(t.app, finance);
});
afterAll(async () => {
  await t?.close();
});

const url = (period: string) => `/api/v1/admin/payroll/${period}/transfers`;
const record = (period: string, payload: object, headers = finance) =>
  t.app.inject({ method: 'POST', url: url(period), payload, headers });
const read = (period: string, headers = finance) =>
  t.app.inject({ method: 'GET', url: url(period), headers });
const balanceOf1202 = async () => {
  const row = (await trialBalance(t.app.db, todayInJakarta())).rows.find((each) => each.code === '1202');
  return (row?.debit ?? 0) - (row?.credit ?? 0);
};

describe('the employer’s transfer of a posted period', () => {
  it('records transfers up to what the posting put on 1202, each with its journal entry', async () => {
    const { older } = periods;
    const [deductedLine] = await linesOfEvent(t.app.db, `payroll:${older.period}`);
    const deducted = Number(deductedLine?.replace('1202 D ', ''));
    expect(deducted).toBeGreaterThan(100_000);
    const before = (await read(older.period)).json().data;
    expect(before).toEqual({
      period: older.period,
      postedOn: older.cutOffDate,
      deducted,
      received: 0,
      outstanding: deducted,
      transfers: [],
    });

    const books = await watchBooks(t.app.db);
    const receivedOn = periods.dayAfter(older, 2);
    const first = await record(older.period, {
      amount: deducted - 40_000,
      receivedOn,
      reference: '  BCA-2026-0001 ',
      note: 'Transfer gaji',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toMatch(/^Transfer Rp [\d.]+ dari perusahaan dicatat$/);
    const after = first.json().data;
    expect(after).toMatchObject({ deducted, received: deducted - 40_000, outstanding: 40_000 });
    expect(after.transfers).toEqual([
      {
        id: expect.any(Number),
        amount: deducted - 40_000,
        receivedOn,
        reference: 'BCA-2026-0001',
        note: 'Transfer gaji',
        recordedBy: expect.stringMatching(/^Petugas \d+$/),
        recordedAt: expect.any(String),
      },
    ]);
    const id = after.transfers[0].id;
    expect(await linesOfEvent(t.app.db, `employer-transfer:${id}`)).toEqual([
      `1102 D ${deducted - 40_000}`,
      `1202 K ${deducted - 40_000}`,
    ]);
    const [entry] = await t.app.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.eventKey, `employer-transfer:${id}`));
    expect(entry).toMatchObject({ entryDate: receivedOn, source: 'employer-transfer', status: 'POSTED' });

    // The rest, on the day after; then nothing is left to receive.
    const rest = await record(older.period, {
      amount: 40_000,
      receivedOn: todayInJakarta(),
      reference: 'X2',
    });
    expect(rest.json().data).toMatchObject({ received: deducted, outstanding: 0 });
    await books.expectMovedTogether();
    // Only this period was transferred so far, and in full: the employer owes nothing more of it.
    const newerDeducted = (await read(periods.newer.period)).json().data.deducted;
    expect(await balanceOf1202()).toBe(newerDeducted);
    const again = await record(older.period, { amount: 1, receivedOn: todayInJakarta(), reference: 'X3' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Jumlah transfer melebihi sisa potongan yang belum diterima (Rp 0)');

    // ADMIN reads what FINANCE recorded.
    expect((await read(older.period, admin)).json().data.transfers).toHaveLength(2);
  });

  it('refuses more than is outstanding and a bank reference recorded before, writing nothing', async () => {
    const { newer } = periods;
    const { deducted } = (await read(newer.period)).json().data;
    const receivedOn = periods.dayAfter(newer);
    expect(
      (await record(newer.period, { amount: deducted - 500, receivedOn, reference: 'MDR-1' })).statusCode,
    ).toBe(200);
    const over = await record(newer.period, { amount: 501, receivedOn, reference: 'MDR-2' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Jumlah transfer melebihi sisa potongan yang belum diterima (Rp 500)');
    const duplicate = await record(newer.period, { amount: 100, receivedOn, reference: 'MDR-1' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Transfer dengan referensi ini sudah dicatat');
    expect(await t.app.db.$count(employerTransfers, eq(employerTransfers.reference, 'MDR-1'))).toBe(1);
    expect((await read(newer.period)).json().data).toMatchObject({ outstanding: 500 });
    // A reference is unique within its period: the older period's X2 may name a transfer of this one.
    const reused = await record(newer.period, { amount: 100, receivedOn, reference: 'X2' });
    expect(reused.json().data).toMatchObject({ outstanding: 400 });
    const entries = await t.app.db.$count(journalEntries, eq(journalEntries.source, 'employer-transfer'));
    expect(entries).toBe(4);
  });

  it('answers 409 for a period not posted, and 404 when reading one', async () => {
    const unposted = addMonths(todayInJakarta(), -1).slice(0, 7);
    const body = { amount: 1_000, receivedOn: todayInJakarta(), reference: 'BRI-9' };
    const refused = await record(unposted, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Payroll periode .+ belum diposting\. /);
    // Previewed only: the period's row exists, still unposted.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payroll/preview',
      headers: finance,
      payload: { period: unposted },
    });
    expect((await record(unposted, body)).statusCode).toBe(409);
    expect((await read(unposted)).statusCode).toBe(404);
  });

  it('refuses members, roles other than FINANCE, and ADMIN recording', async () => {
    const { newer } = periods;
    const body = { amount: 100, receivedOn: todayInJakarta(), reference: 'ROLE-1' };
    const member = await createMember(t.app.db);
    const memberToken = await memberHeaders(t.app, member.nik);
    const hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
    for (const headers of [memberToken, hc]) {
      expect((await record(newer.period, body, headers)).statusCode).toBe(403);
      expect((await read(newer.period, headers)).statusCode).toBe(403);
    }
    const byAdmin = await record(newer.period, body, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Transfer dari perusahaan hanya dicatat oleh petugas FINANCE');
    expect((await t.app.inject({ method: 'POST', url: url(newer.period), payload: body })).statusCode).toBe(
      401,
    );
    expect(await t.app.db.$count(employerTransfers, eq(employerTransfers.reference, 'ROLE-1'))).toBe(0);
  });

  it('answers 422 for malformed bodies and a date before the posting', async () => {
    const { newer } = periods;
    const today = todayInJakarta();
    const valid = { amount: 100, receivedOn: today, reference: 'VAL-1' };
    const malformed: [string, object][] = [
      ['amount', { ...valid, amount: 0 }],
      ['amount', { ...valid, amount: -5 }],
      ['amount', { ...valid, amount: 10.5 }],
      ['amount', { ...valid, amount: '100' }],
      ['amount', { ...valid, amount: 1_000_000_000_001 }],
      ['receivedOn', { ...valid, receivedOn: addMonths(today, 1) }],
      ['receivedOn', { ...valid, receivedOn: '2026-02-30' }],
      ['receivedOn', { ...valid, receivedOn: '27-11-2026' }],
      ['reference', { ...valid, reference: '   ' }],
      ['reference', { ...valid, reference: 'R'.repeat(65) }],
      ['note', { ...valid, note: 'n'.repeat(301) }],
      ['amount', { receivedOn: today, reference: 'VAL-1' }],
    ];
    for (const [field, body] of malformed) {
      const reply = await record(newer.period, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(422);
      expect(reply.json().data.errors.map((error: { path: string }) => error.path)).toContain(field);
    }
    expect((await record('2026-13', valid)).statusCode).toBe(422);
    const early = await record(newer.period, { ...valid, receivedOn: `${newer.period}-24` });
    expect(early.statusCode).toBe(422);
    expect(early.json().data.errors).toEqual([
      {
        path: 'receivedOn',
        message: expect.stringMatching(/^Tanggal diterima tidak boleh sebelum tanggal posting/),
      },
    ]);
    expect(await t.app.db.$count(employerTransfers, eq(employerTransfers.reference, 'VAL-1'))).toBe(0);
  });

  it('refuses a transfer dated in a closed ledger month, writing nothing', async () => {
    const { newer } = periods;
    const closing = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/ledger/periods/${newer.period}/close`,
      headers: finance,
    });
    expect(closing.statusCode, closing.body).toBe(200);
    const refused = await record(newer.period, {
      amount: 100,
      receivedOn: periods.dayAfter(newer, 2),
      reference: 'CLOSED-1',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Periode buku sudah ditutup. Transaksi tidak dapat dicatat pada bulan tersebut.',
    );
    expect(await t.app.db.$count(employerTransfers, eq(employerTransfers.reference, 'CLOSED-1'))).toBe(0);
    // Dated after the closed month it goes through.
    const later = await record(newer.period, {
      amount: 100,
      receivedOn: todayInJakarta(),
      reference: 'CLOSED-1',
    });
    expect(later.statusCode, later.body).toBe(200);
  });
});
