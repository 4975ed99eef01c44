import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct } from '../../../test/factories';
import { memberHeaders } from '../../../test/sessions';
import { agreements } from '../../db/schema';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
});
afterAll(async () => {
  await t?.close();
});

async function borrower() {
  const member = await createMember(t.app.db);
  const loan = await createFundedLoan(t.app.db, member, productId, {
    amount: 6_000_000,
    tenorMonths: 6,
    ratePercent: 12,
    fundingDate: '2026-01-10',
    paidRows: 2,
  });
  return { member, agreement: loan.agreement, headers: await memberHeaders(t.app, member.nik) };
}
const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('schedule exports and the settlement letter', () => {
  it('exports the own schedule as CSV and PDF, to its owner only', async () => {
    const { agreement, headers } = await borrower();
    const csv = await get(`/api/v1/ListAmortisasi/${agreement.agreementNo}/export.csv`, headers);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('ke,jatuh_tempo,pokok,bunga,angsuran,sisa_pokok,status,tanggal_bayar,dibayar');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/^1,"2026-02-25",\d+,\d+,\d+,\d+,"PAID","2026-02-25",\d+$/);
    const pdf = await get(`/api/v1/ListAmortisasi/${agreement.agreementNo}/export.pdf`, headers);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const other = await borrower();
    expect(
      (await get(`/api/v1/ListAmortisasi/${agreement.agreementNo}/export.csv`, other.headers)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/v1/ListAmortisasi/${agreement.agreementNo}/export.doc`, headers)).statusCode,
    ).toBe(422);
  });

  it('gives the settlement letter only once the loan is finished', async () => {
    const { agreement, headers } = await borrower();
    const early = await get(`/api/v1/SuratLunas/${agreement.agreementNo}`, headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Surat keterangan lunas tersedia setelah pinjaman lunas');
    await t.app.db
      .update(agreements)
      .set({ status: 'FIN', finishedAt: new Date('2026-11-20T03:00:00Z') })
      .where(eq(agreements.id, agreement.id));
    const letter = await get(`/api/v1/SuratLunas/${agreement.agreementNo}`, headers);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-disposition']).toContain('surat-keterangan-lunas');
    expect(letter.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const other = await borrower();
    expect((await get(`/api/v1/SuratLunas/${agreement.agreementNo}`, other.headers)).statusCode).toBe(404);
  });
});
