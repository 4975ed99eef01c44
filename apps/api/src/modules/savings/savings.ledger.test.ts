import { todayInJakarta } from '@kopkar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { jpegWithGps, toDataUrl } from '../../../test/upload-fixtures';

// The happy paths of savings.routes.test.ts, in the books (docs/decisions/0023-general-ledger.md).
let t: TestApp;
let finance: Record<string, string>;
let proof: string;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  proof = toDataUrl(await jpegWithGps(), 'image/jpeg');
});
afterAll(() => t?.close());

async function saver() {
  const member = await createMember(t.app.db, {
    payrollAccountNo: '1234567890',
    payrollAccountName: 'Anggota Penabung',
    contributionBalance: 1_200_000,
  });
  return { member, headers: await memberHeaders(t.app, member.nik) };
}

const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** Reports a sukarela deposit of `amount` and answers its id (nothing confirmed yet). */
async function report(member: { nik: string }, headers: Record<string, string>, amount: number) {
  const sent = await post(
    '/api/v1/Simpanan/Sukarela/Setor',
    { NIK: member.nik, Jumlah: amount, TanggalTransfer: todayInJakarta(), BuktiTransfer: proof },
    headers,
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data.setoran.id as number;
}

describe('sukarela deposits and withdrawals in the books', () => {
  it('a deposit writes its entry when FINANCE confirms it, once; a rejected one writes none', async () => {
    const { member, headers } = await saver();
    const id = await report(member, headers, 250_000);
    // Reported is not received: nothing in the books yet.
    expect(await linesOfEvent(t.app.db, `deposit:${id}`)).toEqual([]);

    const books = await watchBooks(t.app.db);
    expect((await post(`/api/v1/admin/savings/deposits/${id}/confirm`, {}, finance)).statusCode).toBe(200);
    // The bank received it and the cooperative owes it to the member.
    const depositLines = ['1102 D 250000', '2101 K 250000'];
    expect(await linesOfEvent(t.app.db, `deposit:${id}`)).toEqual(depositLines);
    await books.expectMovedTogether();

    // A second confirmation finds it decided: the entry is written once.
    expect((await post(`/api/v1/admin/savings/deposits/${id}/confirm`, {}, finance)).statusCode).toBe(409);
    expect(await linesOfEvent(t.app.db, `deposit:${id}`)).toEqual(depositLines);

    const refused = await report(member, headers, 50_000);
    const rejected = await post(
      `/api/v1/admin/savings/deposits/${refused}/reject`,
      { reason: 'Dana belum masuk rekening koperasi' },
      finance,
    );
    expect(rejected.json().data.status).toBe('REJECTED');
    expect(await linesOfEvent(t.app.db, `deposit:${refused}`)).toEqual([]);
    await books.expectMovedTogether();
  });

  it('a withdrawal writes its entry when paid, not when requested or approved, and once', async () => {
    const { member, headers } = await saver();
    const deposit = await report(member, headers, 500_000);
    expect((await post(`/api/v1/admin/savings/deposits/${deposit}/confirm`, {}, finance)).statusCode).toBe(
      200,
    );
    const books = await watchBooks(t.app.db);
    const sent = await post('/api/v1/Simpanan/Sukarela/Tarik', { NIK: member.nik, Jumlah: 300_000 }, headers);
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.penarikan.id;
    expect((await post(`/api/v1/admin/savings/withdrawals/${id}/approve`, {}, finance)).statusCode).toBe(200);
    // Reserved and approved, not yet paid: no money moved.
    expect(await linesOfEvent(t.app.db, `withdrawal:${id}`)).toEqual([]);
    await books.expectMovedTogether();

    expect((await post(`/api/v1/admin/savings/withdrawals/${id}/pay`, {}, finance)).statusCode).toBe(200);
    // The member's sukarela goes down and the bank paid it out.
    const withdrawalLines = ['2101 D 300000', '1102 K 300000'];
    expect(await linesOfEvent(t.app.db, `withdrawal:${id}`)).toEqual(withdrawalLines);
    await books.expectMovedTogether();

    // Paying again finds it paid: the entry is written once.
    expect((await post(`/api/v1/admin/savings/withdrawals/${id}/pay`, {}, finance)).statusCode).toBe(409);
    expect(await linesOfEvent(t.app.db, `withdrawal:${id}`)).toEqual(withdrawalLines);
    await books.expectMovedTogether();
  });
});
