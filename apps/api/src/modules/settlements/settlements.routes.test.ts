import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { executable, png, toDataUrl } from '../../../test/upload-fixtures';
import { agreements, applications, instalments, notifications } from '../../db/schema';

let t: TestApp;
let productId: number;
let finance: Record<string, string>;
beforeAll(async () => {
  // The quote's running interest counts days to today: pin today to 10-05-2026 (Jakarta), day 15 of row 4's 30.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-10T05:00:00Z') });
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

/** Rp 12.000.000 at 12 %/yr over 12 months, funded 10-01-2026, three rows paid by payroll. */
async function borrowerWithLoan() {
  const member = await createMember(t.app.db);
  const { agreement, application } = await createFundedLoan(t.app.db, member, productId, {
    amount: 12_000_000,
    tenorMonths: 12,
    ratePercent: 12,
    fundingDate: '2026-01-10',
    paidRows: 3,
  });
  return { member, agreement, application, headers: await memberHeaders(t.app, member.nik) };
}

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const request = (loan: Awaited<ReturnType<typeof borrowerWithLoan>>) =>
  post(
    '/api/v1/Pelunasan',
    {
      id: loan.agreement.id,
      NIK: loan.member.nik,
      TglPengajuan: '2026-11-30',
      PaidAmount: 1,
      AgreementNo: loan.agreement.agreementNo,
    },
    loan.headers,
  );
const statusOf = async (loan: Awaited<ReturnType<typeof borrowerWithLoan>>) =>
  (await get(`/api/v1/StatusPelunasan/${loan.agreement.agreementNo}`, loan.headers)).json().data;

describe('repayment schedule', () => {
  it('lists the schedule with PAID rows and the total principal, to its owner only', async () => {
    const loan = await borrowerWithLoan();
    const report = (await get(`/api/v1/ListAmortisasi/${loan.agreement.agreementNo}`, loan.headers)).json()
      .data;
    expect(report.header).toMatchObject({ NIK: loan.member.nik, LoanAmount: 12_000_000, Tenor: 12 });
    expect(report.TotalPokok).toBe(12_000_000);
    expect(report.AgreementId).toBe(loan.agreement.id);
    expect(report.list.map((row: { Status: string }) => row.Status)).toEqual([
      ...Array(3).fill('PAID'),
      ...Array(9).fill('UNPAID'),
    ]);
    expect(report.list[0]).toMatchObject({
      InsSeqNo: 1,
      InstallmentAmount: 1_066_185,
      InstallmentDueDate: '2026-02-25',
    });
    // The balance in principal (loan-balance.ts): the home page's figures for this loan, and Sisa pokok is the
    // outstanding principal after the last paid row (9.132.965 after row 3 of the golden schedule).
    expect(report.Saldo).toEqual({ LoanAmount: 12_000_000, Terbayarkan: 2_867_035, SisaSaldo: 9_132_965 });
    expect(report.Saldo.SisaSaldo).toBe(report.list[2].OSPrincipalAmount);
    const home = (await get(`/api/v1/StatusPinjaman/${loan.member.nik}`, loan.headers)).json().data;
    expect(home).toMatchObject(report.Saldo);
    expect((await statusOf(loan)).OSP).toBe(report.Saldo.SisaSaldo);
    const history = (
      await get(`/api/v1/HistoryPembayaran/${loan.agreement.agreementNo}`, loan.headers)
    ).json().data;
    expect(history[0]).toMatchObject({ InsSeqNo: 1, Tenor: 12, PaidAmount: 1_066_185, PaidBy: 'PAYROLL' });
    const other = await borrowerWithLoan();
    // Someone else's loan answers exactly like one that does not exist: ids cannot be probed.
    for (const [url, missing] of [
      [`/api/v1/ListAmortisasi/${loan.agreement.agreementNo}`, '/api/v1/ListAmortisasi/TIDAK-ADA'],
      [`/api/v1/StatusPelunasan/${loan.agreement.agreementNo}`, '/api/v1/StatusPelunasan/TIDAK-ADA'],
      [`/api/v1/HistoryPembayaran/${loan.agreement.agreementNo}`, '/api/v1/HistoryPembayaran/TIDAK-ADA'],
      [`/api/v1/DetailPelunasan/${loan.agreement.id}`, '/api/v1/DetailPelunasan/999999'],
    ] as const) {
      const theirs = await get(url, other.headers);
      expect(theirs.statusCode, url).toBe(404);
      expect(theirs.json(), url).toEqual((await get(missing, other.headers)).json());
      expect((await get(url)).statusCode, url).toBe(401);
    }
    expect((await get('/api/v1/ListAmortisasi/TIDAK-ADA', loan.headers)).statusCode).toBe(404);
  });

  it('lists the member’s loans with their progress, for their own NIK only', async () => {
    const loan = await borrowerWithLoan();
    const list = (await get(`/api/v1/HistoryAmortisasi/${loan.member.nik}`, loan.headers)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        AgreementNo: loan.agreement.agreementNo,
        Status: 'FUN',
        PaidInstallments: 3,
        NextDueDate: '2026-05-25',
        Tenor: 12,
      }),
    ]);
    const other = await borrowerWithLoan();
    expect((await get(`/api/v1/HistoryAmortisasi/${loan.member.nik}`, other.headers)).statusCode).toBe(403);
  });

  it('quotes the outstanding principal after three paid rows plus the running interest', async () => {
    const loan = await borrowerWithLoan();
    // 12.000.000 at 12 %: after 3 rows the principal left is 9.132.965; row 4's 91.330 × 15/30 days = 45.665
    expect(await statusOf(loan)).toMatchObject({
      statuspelunasan: '',
      id: null,
      OSP: 9_132_965,
      Interest: 45_665,
      TotalPelunasan: 9_178_630,
    });
    const detail = (await get(`/api/v1/DetailPelunasan/${loan.agreement.id}`, loan.headers)).json().data;
    expect(detail).toMatchObject({
      sisapinjaman: 9_132_965,
      sisabunga: 45_665,
      total: 9_178_630,
      loan: { AgreementNo: loan.agreement.agreementNo, pelunasan: null },
    });
  });
});

describe('early settlement', () => {
  it('goes PT1 → PT2 → PT3 → PAI: the loan becomes FIN with every row paid and the member told at each step', async () => {
    const loan = await borrowerWithLoan();
    const requested = await request(loan);
    expect(requested.json()).toMatchObject({
      code: 200,
      message: 'Pengajuan Pelunasan anda berhasil diajukan',
      data: { icon: 'success' },
    });
    const settlementId = requested.json().data.id;
    expect((await statusOf(loan)).statuspelunasan).toBe('PT1');
    expect((await request(loan)).statusCode).toBe(409);

    const queue = (await get('/api/v1/admin/settlements', finance)).json().data;
    expect(queue.map((item: { id: number }) => item.id)).toContain(settlementId);
    const approved = await post(`/api/v1/admin/settlements/${settlementId}/approve`, {}, finance);
    expect(approved.json().data).toMatchObject({ status: 'PT2', TotalPelunasan: 9_178_630 });
    expect(approved.json().data.QuoteValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const upload = await post(
      `/api/v1/UploadBuktiPelunasan/${settlementId}`,
      { BuktiPelunasan: toDataUrl(await png(), 'image/png') },
      loan.headers,
    );
    expect(upload.json()).toMatchObject({
      message: 'Upload Bukti Pembayaran Pelunasan Berhasil Dilakukan',
      data: { icon: 'success' },
    });
    expect(
      (
        await post(
          `/api/v1/UploadBuktiPelunasan/${settlementId}`,
          { BuktiPelunasan: toDataUrl(await png(), 'image/png') },
          loan.headers,
        )
      ).statusCode,
    ).toBe(409);
    const proof = await get(`/api/v1/admin/settlements/${settlementId}/proof`, finance);
    expect(proof.headers['content-type']).toBe('image/jpeg');

    expect(
      (await post(`/api/v1/admin/settlements/${settlementId}/confirm`, {}, finance)).json().data.status,
    ).toBe('PAI');
    expect((await statusOf(loan)).statuspelunasan).toBe('PAI');
    const [agreement] = await t.app.db.select().from(agreements).where(eq(agreements.id, loan.agreement.id));
    expect(agreement?.status).toBe('FIN');
    const [application] = await t.app.db
      .select()
      .from(applications)
      .where(eq(applications.id, loan.application.id));
    expect(application?.status).toBe('FIN');
    const rows = await t.app.db
      .select()
      .from(instalments)
      .where(eq(instalments.agreementId, loan.agreement.id));
    expect(rows.every((row) => row.paidDate !== null)).toBe(true);
    const settledAmount = rows
      .filter((row) => row.paidBy === 'SETTLEMENT')
      .reduce((sum, row) => sum + (row.paidAmount ?? 0), 0);
    expect(settledAmount).toBe(9_178_630);
    const headers = (
      await t.app.db.select().from(notifications).where(eq(notifications.memberId, loan.member.id))
    ).map((n) => n.logHeader);
    expect(headers).toEqual(['PT1', 'PT2', 'PAI']);
    expect((await request(loan)).statusCode).toBe(409);
  });

  it('a rejected request can be made again; a sent-back proof can be uploaded again', async () => {
    const loan = await borrowerWithLoan();
    const first = (await request(loan)).json().data.id;
    expect(
      (await post(`/api/v1/admin/settlements/${first}/reject`, { reason: '' }, finance)).statusCode,
    ).toBe(422);
    expect(
      (
        await post(`/api/v1/admin/settlements/${first}/reject`, { reason: 'Tanggal tidak sesuai' }, finance)
      ).json().data.status,
    ).toBe('RJT');
    expect(await statusOf(loan)).toMatchObject({ statuspelunasan: 'RJT', Reason: 'Tanggal tidak sesuai' });
    const second = (await request(loan)).json().data.id;
    await post(`/api/v1/admin/settlements/${second}/approve`, {}, finance);
    await post(
      `/api/v1/UploadBuktiPelunasan/${second}`,
      { BuktiPelunasan: toDataUrl(await png(), 'image/png') },
      loan.headers,
    );
    expect(
      (
        await post(`/api/v1/admin/settlements/${second}/send-back`, { reason: 'Nominal kurang' }, finance)
      ).json().data.status,
    ).toBe('PT2');
    const again = await post(
      `/api/v1/UploadBuktiPelunasan/${second}`,
      { BuktiPelunasan: toDataUrl(await png(), 'image/png') },
      loan.headers,
    );
    expect(again.statusCode).toBe(200);
  });

  it('refuses the wrong actor, the wrong state, a proof neither picture nor PDF, and malformed requests', async () => {
    const loan = await borrowerWithLoan();
    const id = (await request(loan)).json().data.id;
    expect((await post(`/api/v1/admin/settlements/${id}/approve`, {}, loan.headers)).statusCode).toBe(403);
    const hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
    expect((await post(`/api/v1/admin/settlements/${id}/approve`, {}, hc)).statusCode).toBe(403);
    expect((await post(`/api/v1/admin/settlements/${id}/confirm`, {}, finance)).statusCode).toBe(409);
    expect(
      (
        await post(
          `/api/v1/UploadBuktiPelunasan/${id}`,
          { BuktiPelunasan: toDataUrl(await png(), 'image/png') },
          loan.headers,
        )
      ).statusCode,
    ).toBe(409);
    await post(`/api/v1/admin/settlements/${id}/approve`, {}, finance);
    const notImage = await post(
      `/api/v1/UploadBuktiPelunasan/${id}`,
      { BuktiPelunasan: toDataUrl(executable(), 'image/png') },
      loan.headers,
    );
    expect(notImage.statusCode).toBe(415);
    const other = await borrowerWithLoan();
    expect(
      (
        await post(
          `/api/v1/UploadBuktiPelunasan/${id}`,
          { BuktiPelunasan: toDataUrl(await png(), 'image/png') },
          other.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect((await post('/api/v1/Pelunasan', { id: 1 }, loan.headers)).statusCode).toBe(422);
    const mismatched = await post(
      '/api/v1/Pelunasan',
      {
        id: other.agreement.id,
        NIK: loan.member.nik,
        TglPengajuan: '2026-11-30',
        PaidAmount: 1,
        AgreementNo: loan.agreement.agreementNo,
      },
      loan.headers,
    );
    expect(mismatched.statusCode).toBe(422);
    const foreign = await post(
      '/api/v1/Pelunasan',
      {
        id: loan.agreement.id,
        NIK: other.member.nik,
        TglPengajuan: '2026-11-30',
        PaidAmount: 1,
        AgreementNo: loan.agreement.agreementNo,
      },
      other.headers,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
