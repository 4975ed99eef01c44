import { todayInJakarta } from '@kopkar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { jpegWithGps, toDataUrl } from '../../../test/upload-fixtures';
import { auditLog, contributions, notifications, savingsLedger } from '../../db/schema';

let t: TestApp;
let finance: Record<string, string>;
let proof: string;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  proof = toDataUrl(await jpegWithGps(), 'image/jpeg');
});
afterAll(() => t?.close());

async function saver(values: { contributionBalance?: number } = {}) {
  const member = await createMember(t.app.db, {
    payrollAccountNo: '1234567890',
    payrollAccountName: 'Anggota Penabung',
    ...values,
  });
  return { member, headers: await memberHeaders(t.app, member.nik) };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
  });

async function depositAndConfirm(member: { nik: string }, headers: Record<string, string>, amount: number) {
  const sent = await post(
    '/api/v1/Simpanan/Sukarela/Setor',
    { NIK: member.nik, Jumlah: amount, TanggalTransfer: todayInJakarta(), BuktiTransfer: proof },
    headers,
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().data.setoran.id as number;
  const confirmed = await post(`/api/v1/admin/savings/deposits/${id}/confirm`, {}, finance);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return id;
}

describe('deposit: the member reports a transfer, FINANCE confirms it once', () => {
  it('books nothing until confirmed, then once, tells the member and audits', async () => {
    const { member, headers } = await saver({ contributionBalance: 1_200_000 });
    const sent = await post(
      '/api/v1/Simpanan/Sukarela/Setor',
      { NIK: member.nik, Jumlah: 250_000, TanggalTransfer: todayInJakarta(), BuktiTransfer: proof },
      headers,
      'setor-0001',
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Setoran berhasil dikirim dan menunggu konfirmasi petugas',
      data: { setoran: { Status: 'PENDING', StatusLabel: 'Menunggu konfirmasi', Jumlah: 250_000 } },
    });
    // The same key again answers the same deposit (a retried upload is not a second deposit).
    const again = await post(
      '/api/v1/Simpanan/Sukarela/Setor',
      { NIK: member.nik, Jumlah: 250_000, TanggalTransfer: todayInJakarta(), BuktiTransfer: proof },
      headers,
      'setor-0001',
    );
    expect(again.json().data.setoran.id).toBe(sent.json().data.setoran.id);

    const queue = (await get('/api/v1/admin/savings/deposits', finance)).json().data;
    const queued = queue.find((item: { nik: string }) => item.nik === member.nik);
    expect(queued).toMatchObject({ amount: 250_000, sukarelaBalance: 0, status: 'PENDING' });
    const picture = await get(queued.proofUrl.replace('/api/v1', '/api/v1'), finance);
    expect(picture.headers['content-type']).toBe('image/jpeg');

    const id = sent.json().data.setoran.id;
    expect((await post(`/api/v1/admin/savings/deposits/${id}/confirm`, {}, finance)).statusCode).toBe(200);
    // A second confirmation finds it decided: nothing booked twice.
    expect((await post(`/api/v1/admin/savings/deposits/${id}/confirm`, {}, finance)).statusCode).toBe(409);

    const balances = (await get(`/api/v1/Simpanan/${member.nik}`, headers)).json().data;
    expect(balances).toEqual({
      SimpananPokok: 0,
      SimpananWajib: 1_200_000,
      SimpananSukarela: 250_000,
      Total: 1_450_000,
      SukarelaTersedia: 250_000,
      PenarikanDiproses: 0,
    });
    const notes = await t.app.db.select().from(notifications).where(eq(notifications.memberId, member.id));
    expect(notes.map((note) => note.logHeader)).toEqual(['SETOR']);
    expect(
      await t.app.db.$count(
        auditLog,
        and(eq(auditLog.entity, 'savings-deposit'), eq(auditLog.entityId, String(id))),
      ),
    ).toBe(2);
  });

  it('rejects with a reason the member reads, and refuses future dates and another NIK', async () => {
    const { member, headers } = await saver();
    const sent = await post(
      '/api/v1/Simpanan/Sukarela/Setor',
      { NIK: member.nik, Jumlah: 50_000, TanggalTransfer: todayInJakarta(), BuktiTransfer: proof },
      headers,
    );
    const id = sent.json().data.setoran.id;
    expect((await post(`/api/v1/admin/savings/deposits/${id}/reject`, {}, finance)).statusCode).toBe(422);
    const rejected = await post(
      `/api/v1/admin/savings/deposits/${id}/reject`,
      { reason: 'Dana belum masuk rekening koperasi' },
      finance,
    );
    expect(rejected.json().data.status).toBe('REJECTED');
    const requests = (await get(`/api/v1/Simpanan/${member.nik}/Sukarela`, headers)).json().data;
    expect(requests.Setoran[0]).toMatchObject({
      Status: 'REJECTED',
      Alasan: 'Dana belum masuk rekening koperasi',
    });
    expect(await t.app.db.$count(savingsLedger, eq(savingsLedger.memberId, member.id))).toBe(0);

    const future = await post(
      '/api/v1/Simpanan/Sukarela/Setor',
      { NIK: member.nik, Jumlah: 50_000, TanggalTransfer: '2099-01-01', BuktiTransfer: proof },
      headers,
    );
    expect(future.statusCode).toBe(422);
    const other = await saver();
    const forged = await post(
      '/api/v1/Simpanan/Sukarela/Setor',
      { NIK: other.member.nik, Jumlah: 50_000, TanggalTransfer: todayInJakarta(), BuktiTransfer: proof },
      headers,
    );
    expect(forged.statusCode).toBe(403);
  });
});

describe('withdrawal: reserved while pending, booked when paid', () => {
  it('reserves, refuses more than is free, pays once and notifies', async () => {
    const { member, headers } = await saver();
    await depositAndConfirm(member, headers, 500_000);
    const first = await post(
      '/api/v1/Simpanan/Sukarela/Tarik',
      { NIK: member.nik, Jumlah: 300_000 },
      headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.saldo).toMatchObject({
      SimpananSukarela: 500_000,
      SukarelaTersedia: 200_000,
      PenarikanDiproses: 300_000,
    });
    const tooMuch = await post(
      '/api/v1/Simpanan/Sukarela/Tarik',
      { NIK: member.nik, Jumlah: 300_000 },
      headers,
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Saldo sukarela yang dapat ditarik Rp 200.000');

    const id = first.json().data.penarikan.id;
    // Paying before approval is not a move of the machine.
    expect((await post(`/api/v1/admin/savings/withdrawals/${id}/pay`, {}, finance)).statusCode).toBe(409);
    const queue = (await get('/api/v1/admin/savings/withdrawals', finance)).json().data;
    expect(queue.find((item: { id: number }) => item.id === id)).toMatchObject({
      accountNo: '1234567890',
      sukarelaBalance: 500_000,
      reserved: 300_000,
    });
    expect((await post(`/api/v1/admin/savings/withdrawals/${id}/approve`, {}, finance)).statusCode).toBe(200);
    // An approved withdrawal can no longer be cancelled by the member.
    expect((await post(`/api/v1/Simpanan/Sukarela/Tarik/${id}/Batal`, {}, headers)).statusCode).toBe(409);
    expect((await post(`/api/v1/admin/savings/withdrawals/${id}/pay`, {}, finance)).statusCode).toBe(200);
    expect((await post(`/api/v1/admin/savings/withdrawals/${id}/pay`, {}, finance)).statusCode).toBe(409);

    const balances = (await get(`/api/v1/Simpanan/${member.nik}`, headers)).json().data;
    expect(balances).toMatchObject({
      SimpananSukarela: 200_000,
      SukarelaTersedia: 200_000,
      PenarikanDiproses: 0,
    });
    const mutations = (await get(`/api/v1/Simpanan/${member.nik}/mutasi?jenis=SUKARELA`, headers)).json()
      .data;
    expect(mutations.total).toBe(2);
    expect(mutations.items.map((row: { Masuk: number; Keluar: number; Saldo: number }) => row)).toMatchObject(
      [
        {
          Keterangan: 'Penarikan sukarela ke rekening 1234567890',
          Masuk: 0,
          Keluar: 300_000,
          Saldo: 200_000,
        },
        { Masuk: 500_000, Keluar: 0, Saldo: 500_000 },
      ],
    );
    const notes = await t.app.db.select().from(notifications).where(eq(notifications.memberId, member.id));
    expect(notes.map((note) => note.logHeader).sort()).toEqual(['SETOR', 'TARIK']);
  });

  it('lets the member cancel a pending request, which frees the amount', async () => {
    const { member, headers } = await saver();
    await depositAndConfirm(member, headers, 100_000);
    const sent = await post('/api/v1/Simpanan/Sukarela/Tarik', { NIK: member.nik, Jumlah: 100_000 }, headers);
    const id = sent.json().data.penarikan.id;
    const other = await saver();
    expect((await post(`/api/v1/Simpanan/Sukarela/Tarik/${id}/Batal`, {}, other.headers)).statusCode).toBe(
      404,
    );
    const cancelled = await post(`/api/v1/Simpanan/Sukarela/Tarik/${id}/Batal`, {}, headers);
    expect(cancelled.json().data).toMatchObject({
      penarikan: { Status: 'CANCELLED' },
      saldo: { SukarelaTersedia: 100_000 },
    });
  });

  it('refuses a member without a payroll account', async () => {
    const member = await createMember(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    const sent = await post('/api/v1/Simpanan/Sukarela/Tarik', { NIK: member.nik, Jumlah: 10_000 }, headers);
    expect(sent.statusCode).toBe(409);
  });
});

describe('reads', () => {
  it('answers another member’s NIK with 403 on every call that names one', async () => {
    const { headers } = await saver();
    const other = await saver();
    for (const path of [
      '',
      '/mutasi?jenis=WAJIB',
      '/grafik',
      '/Sukarela',
      '/statement.csv?from=2026-01-01&to=2026-12-31',
    ]) {
      expect((await get(`/api/v1/Simpanan/${other.member.nik}${path}`, headers)).statusCode, path).toBe(403);
    }
    expect((await get(`/api/v1/Simpanan/${other.member.nik}`, {})).statusCode).toBe(401);
  });

  it('lists wajib with its running balance, filters by date, and exports a statement', async () => {
    const { member, headers } = await saver();
    await t.app.db.insert(contributions).values([
      { memberId: member.id, period: '2026-01', amount: 100_000, source: 'OPENING' },
      { memberId: member.id, period: '2026-02', amount: 50_000, source: 'ADJUSTMENT' },
    ]);
    await depositAndConfirm(member, headers, 75_000);
    const wajib = (await get(`/api/v1/Simpanan/${member.nik}/mutasi?jenis=WAJIB`, headers)).json().data;
    expect(wajib.items).toMatchObject([
      { Keterangan: 'Koreksi iuran wajib Februari 2026', Masuk: 50_000, Saldo: 150_000 },
      { Keterangan: 'Saldo awal iuran wajib Januari 2026', Masuk: 100_000, Saldo: 100_000 },
    ]);
    const none = await get(`/api/v1/Simpanan/${member.nik}/mutasi?jenis=SUKARELA&to=2000-01-01`, headers);
    expect(none.json().data).toMatchObject({ items: [], total: 0 });
    const badRange = await get(
      `/api/v1/Simpanan/${member.nik}/mutasi?jenis=SUKARELA&from=2026-02-01&to=2026-01-01`,
      headers,
    );
    expect(badRange.statusCode).toBe(422);

    const today = todayInJakarta();
    const csv = await get(
      `/api/v1/Simpanan/${member.nik}/statement.csv?from=2000-01-01&to=${today}`,
      headers,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('jenis,tanggal,keterangan,masuk,keluar,saldo');
    expect(lines).toContain(`SUKARELA,${today},Saldo akhir,0,0,75000`);
    expect(lines).toContain(`WAJIB,${today},Saldo akhir,0,0,150000`);
    expect(lines.filter((line) => line.includes('iuran wajib'))).toEqual([
      `WAJIB,${today},Saldo awal iuran wajib Januari 2026,100000,0,100000`,
      `WAJIB,${today},Koreksi iuran wajib Februari 2026,50000,0,150000`,
    ]);
    const pdf = await get(
      `/api/v1/Simpanan/${member.nik}/statement.pdf?from=2000-01-01&to=${today}`,
      headers,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const chart = (await get(`/api/v1/Simpanan/${member.nik}/grafik`, headers)).json().data;
    expect(chart).toHaveLength(12);
    expect(chart.at(-1)).toEqual({ Bulan: today.slice(0, 7), Total: 225_000 });
  });

  it('keeps the running balance equal to the ledger sum', async () => {
    const { member, headers } = await saver();
    await depositAndConfirm(member, headers, 40_000);
    await depositAndConfirm(member, headers, 60_000);
    const rows = await t.app.db.select().from(savingsLedger).where(eq(savingsLedger.memberId, member.id));
    expect(rows.map((row) => [row.seq, row.balanceAfter])).toEqual([
      [1, 40_000],
      [2, 100_000],
    ]);
  });
});
