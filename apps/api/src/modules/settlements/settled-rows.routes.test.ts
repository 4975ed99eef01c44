import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { png, toDataUrl } from '../../../test/upload-fixtures';
import { instalments } from '../../db/schema';

// ADR 0018: the quote shows how its interest was computed, and the rows a settlement closes name it.
let t: TestApp;
let productId: number;
let finance: Record<string, string>;
beforeAll(async () => {
  // The running interest counts days to today: pin today to 10-05-2026 (Jakarta), day 15 of row 4's 30.
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
  const { agreement } = await createFundedLoan(t.app.db, member, productId, {
    amount: 12_000_000,
    tenorMonths: 12,
    ratePercent: 12,
    fundingDate: '2026-01-10',
    paidRows: 3,
  });
  return { member, agreement, headers: await memberHeaders(t.app, member.nik) };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('the quote says how its interest was computed', () => {
  it('lists the row whose period runs, its days and its share, for today', async () => {
    const loan = await borrowerWithLoan();
    const status = (await get(`/api/v1/StatusPelunasan/${loan.agreement.agreementNo}`, loan.headers)).json()
      .data;
    expect(status.Rincian).toEqual({
      Tanggal: '2026-05-10',
      Baris: [
        {
          InsSeqNo: 4,
          Bunga: 91_330,
          PeriodeMulai: '2026-04-25',
          JatuhTempo: '2026-05-25',
          Hari: 15,
          HariPeriode: 30,
          BungaBerjalan: 45_665,
        },
      ],
    });
  });
});

describe('rows closed by a settlement', () => {
  it('name the settlement, pay their principal plus their running interest, and read DILUNASI', async () => {
    const loan = await borrowerWithLoan();
    const requested = await post(
      '/api/v1/Pelunasan',
      {
        id: loan.agreement.id,
        NIK: loan.member.nik,
        TglPengajuan: '2026-05-12',
        PaidAmount: 1,
        AgreementNo: loan.agreement.agreementNo,
      },
      loan.headers,
    );
    const settlementId = requested.json().data.id;
    await post(`/api/v1/admin/settlements/${settlementId}/approve`, {}, finance);
    await post(
      `/api/v1/UploadBuktiPelunasan/${settlementId}`,
      { BuktiPelunasan: toDataUrl(await png(), 'image/png') },
      loan.headers,
    );
    await post(`/api/v1/admin/settlements/${settlementId}/confirm`, {}, finance);

    const rows = await t.app.db
      .select()
      .from(instalments)
      .where(eq(instalments.agreementId, loan.agreement.id))
      .orderBy(instalments.seq);
    const settled = rows.filter((row) => row.paidBy === 'SETTLEMENT');
    expect(settled.every((row) => row.settlementId === settlementId && row.paidDate === '2026-05-10')).toBe(
      true,
    );
    expect(settled.map((row) => (row.paidAmount ?? 0) - row.principal)).toEqual([
      45_665, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(rows.filter((row) => row.paidBy === 'PAYROLL').every((row) => row.settlementId === null)).toBe(
      true,
    );

    const pelunasan = {
      id: settlementId,
      Tanggal: '2026-05-10',
      TotalPelunasan: 9_178_630,
      OSP: 9_132_965,
      Interest: 45_665,
    };
    const report = (await get(`/api/v1/ListAmortisasi/${loan.agreement.agreementNo}`, loan.headers)).json()
      .data;
    expect(report.Pelunasan).toEqual(pelunasan);
    expect(report.list.map((row: { Status: string }) => row.Status)).toEqual([
      ...Array(3).fill('PAID'),
      ...Array(9).fill('DILUNASI'),
    ]);
    expect(report.list[3]).toMatchObject({ PaidDate: '2026-05-10', PaidAmount: 974_855 + 45_665 });
    const history = (
      await get(`/api/v1/HistoryPembayaran/${loan.agreement.agreementNo}`, loan.headers)
    ).json().data;
    expect(history.map((row: { Pelunasan: unknown }) => row.Pelunasan)).toEqual([
      ...Array(3).fill(null),
      ...Array(9).fill(pelunasan),
    ]);
  });
});
