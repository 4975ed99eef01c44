import { writeFile } from 'node:fs/promises';
import {
  formatVerificationCode,
  lastClosedFiscalYear,
  maskPersonName,
  todayInJakarta,
  toJakartaDate,
} from '@kopkar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createContribution,
  createFundedLoan,
  createMember,
  createProduct,
  createStaff,
} from '../../../test/factories';
import { pdfPageCount, pdfText, readQrCode } from '../../../test/pdf-render';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { agreements, instalments, issuedDocuments } from '../../db/schema';
import { VERIFICATIONS_PER_MINUTE } from './documents.routes';

const PUBLIC_URL = 'https://portal.kopkar.test';
const NAME = 'Siti Rahmawati';
const ADDRESS = 'Jl. Melati No. 7, Bekasi';

let t: TestApp;
let admin: Record<string, string>;
let productId: number;
const asAdmin = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, payload });

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000, publicUrl: PUBLIC_URL });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  productId = (await createProduct(t.app.db)).id;
  for (const [key, value] of [
    ['document.signatoryName', 'Drs. Bambang Wijaya'],
    ['document.signatoryRole', 'Ketua Pengurus'],
  ]) {
    const saved = await asAdmin('PUT', `/api/v1/admin/settings/${key}`, { value });
    expect(saved.statusCode, saved.body).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** KEEP_DOCUMENT_PDFS=/some/dir keeps each PDF a test downloaded, to render and look at. */
async function keep(name: string, pdf: Buffer) {
  const dir = process.env.KEEP_DOCUMENT_PDFS;
  if (dir) await writeFile(`${dir}/${name}.pdf`, pdf);
}

async function borrower(paidRows: number) {
  const member = await createMember(t.app.db, { name: NAME, address: ADDRESS });
  const loan = await createFundedLoan(t.app.db, member, productId, {
    amount: 6_000_000,
    tenorMonths: 6,
    ratePercent: 12,
    fundingDate: '2026-01-10',
    paidRows,
  });
  return { member, agreement: loan.agreement, headers: await memberHeaders(t.app, member.nik) };
}

/** The code in the QR on the document's last page, checked to point at the portal's verification page. */
async function scanCode(pdf: Buffer): Promise<string> {
  const url = await readQrCode(pdf, await pdfPageCount(pdf));
  expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/verifikasi/[0-9A-HJKMNP-TV-Z]{20}$`));
  return String(url).slice(`${PUBLIC_URL}/verifikasi/`.length);
}

describe('the settlement letter as an issued document', () => {
  it('carries a number, the signatory and a QR code that opens its verification', async () => {
    const { member, agreement, headers } = await borrower(6);
    await t.app.db
      .update(agreements)
      .set({ status: 'FIN', finishedAt: new Date('2026-07-25T03:00:00Z') })
      .where(eq(agreements.id, agreement.id));

    const first = await get(`/api/v1/SuratLunas/${agreement.agreementNo}`, headers);
    expect(first.statusCode).toBe(200);
    await keep('surat-keterangan-lunas', first.rawPayload);
    const [row] = await t.app.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.memberId, member.id));
    const today = todayInJakarta();
    const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
    expect(row?.number).toBe(`001/SKL/KOPKAR/${roman[Number(today.slice(5, 7)) - 1]}/${today.slice(0, 4)}`);

    const text = await pdfText(first.rawPayload);
    expect(text).toContain('SURAT KETERANGAN LUNAS');
    expect(text).toContain(`Nomor: ${row?.number}`);
    expect(text).toContain('Ketua Pengurus,');
    expect(text).toContain('Drs. Bambang Wijaya');
    // The address wraps in its column beside the signature, where the glyph widths of the code put the
    // break (after the host or after "verifikasi/"), so its pieces are read apart.
    expect(text).toContain(`${PUBLIC_URL}/`);
    expect(text).toContain('verifikasi/');
    expect(text).toContain(String(row?.code));
    expect(text).toContain(formatVerificationCode(String(row?.code)));
    expect(text).not.toContain('Dicetak');

    const code = await scanCode(first.rawPayload);
    expect(code).toBe(row?.code);
    const verified = await get(`/api/v1/verifikasi/${code}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(verified.json().data).toEqual({
      number: row?.number,
      kind: 'Surat Keterangan Lunas',
      issuedOn: today,
      holder: 'S*** R********',
      figures: [
        { label: 'Nomor perjanjian', value: agreement.agreementNo },
        { label: 'Jumlah pinjaman', value: 'Rp 6.000.000' },
        { label: 'Tanggal lunas', value: '25-07-2026' },
      ],
    });
    // Nothing else about the member: no NIK, name, address, e-mail or phone anywhere in the reply.
    for (const secret of [member.nik, NAME, 'Siti', 'Melati', member.email ?? '@', '081234567890']) {
      expect(verified.body).not.toContain(secret);
    }
  });

  it('keeps its number and code when downloaded again', async () => {
    const { member, agreement, headers } = await borrower(6);
    await t.app.db.update(agreements).set({ status: 'FIN' }).where(eq(agreements.id, agreement.id));
    const first = await get(`/api/v1/SuratLunas/${agreement.agreementNo}`, headers);
    const second = await get(`/api/v1/SuratLunas/${agreement.agreementNo}`, headers);
    expect(await scanCode(second.rawPayload)).toBe(await scanCode(first.rawPayload));
    const rows = await t.app.db.select().from(issuedDocuments).where(eq(issuedDocuments.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(await pdfText(second.rawPayload)).toContain(`Nomor: ${rows[0]?.number}`);
  });
});

describe('GET /verifikasi/{code}', () => {
  it('reads a code in any case, with or without dashes', async () => {
    const { agreement, headers } = await borrower(6);
    await t.app.db.update(agreements).set({ status: 'FIN' }).where(eq(agreements.id, agreement.id));
    const code = await scanCode(
      (await get(`/api/v1/SuratLunas/${agreement.agreementNo}`, headers)).rawPayload,
    );
    const grouped = code.toLowerCase().match(/.{4}/g)?.join('-');
    const reply = await get(`/api/v1/verifikasi/${grouped}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.kind).toBe('Surat Keterangan Lunas');
  });

  it('limits lookups per address on their own, with an Indonesian message', async () => {
    const lookup = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/verifikasi/ABCDEFGHJKMNPQRSTVWX', remoteAddress });
    for (let index = 0; index < VERIFICATIONS_PER_MINUTE; index++) {
      expect((await lookup('203.0.113.7')).statusCode).toBe(404);
    }
    const refused = await lookup('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Terlalu banyak pemeriksaan dokumen dari alamat ini\. Silakan coba lagi dalam \d+ detik\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, and sign-in from the same one, are not counted with it.
    expect((await lookup('203.0.113.8')).statusCode).toBe(404);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      remoteAddress: '203.0.113.7',
      payload: { nik: '999999', password: 'salah-sekali', key: 'x', captcha: '1' },
    });
    expect(signIn.statusCode).not.toBe(429);
  });

  it('asks search engines not to list the verification page itself', async () => {
    const page = await get('/verifikasi/ABCDEFGHJKMNPQRSTVWX');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get('/blog')).headers['x-robots-tag']).toBeUndefined();
  });

  it('answers an unknown and a malformed code alike: Dokumen tidak ditemukan', async () => {
    for (const code of ['ABCDEFGHJKMNPQRSTVWX', 'bukan-kode', 'A'.repeat(100)]) {
      const reply = await get(`/api/v1/verifikasi/${code}`);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ code: 404, message: 'Dokumen tidak ditemukan', data: null });
    }
  });
});

describe('every kind of document is issued', () => {
  it('issues the schedule anew only when a row changed', async () => {
    const { member, agreement, headers } = await borrower(2);
    const url = `/api/v1/ListAmortisasi/${agreement.agreementNo}/export.pdf`;
    const first = await get(url, headers);
    await keep('jadwal-angsuran', first.rawPayload);
    const again = await get(url, headers);
    expect(await scanCode(again.rawPayload)).toBe(await scanCode(first.rawPayload));
    await t.app.db
      .update(instalments)
      .set({ paidDate: '2026-04-25', paidAmount: 1, paidBy: 'PAYROLL' })
      .where(and(eq(instalments.agreementId, agreement.id), eq(instalments.seq, 3)));
    const afterPayroll = await get(url, headers);
    const newCode = await scanCode(afterPayroll.rawPayload);
    expect(newCode).not.toBe(await scanCode(first.rawPayload));
    const rows = await t.app.db.select().from(issuedDocuments).where(eq(issuedDocuments.memberId, member.id));
    expect(rows.map((row) => row.number.slice(0, 8))).toEqual(['001/JDW/', '002/JDW/']);
    const figures = (await get(`/api/v1/verifikasi/${newCode}`)).json().data.figures;
    expect(figures).toEqual([
      { label: 'Nomor perjanjian', value: agreement.agreementNo },
      { label: 'Jumlah pinjaman', value: 'Rp 6.000.000' },
      { label: 'Tenor', value: '6 bulan' },
      { label: 'Angsuran terbayar', value: '3' },
      { label: 'Sisa pokok', value: expect.stringMatching(/^Rp \d{1,3}(\.\d{3})*$/) },
    ]);
  });

  it('issues the savings statement with its closing balances', async () => {
    const { member, headers } = await borrower(0);
    const url = `/api/v1/Simpanan/${member.nik}/statement.pdf?from=2026-01-01&to=2026-06-30`;
    const pdf = (await get(url, headers)).rawPayload;
    await keep('rekening-simpanan', pdf);
    const reply = await get(`/api/v1/verifikasi/${await scanCode(pdf)}`);
    expect(reply.json().data).toMatchObject({
      kind: 'Rekening Simpanan Anggota',
      number: expect.stringMatching(/^001\/RKS\/KOPKAR\//),
      holder: maskPersonName(NAME),
      issuedOn: toJakartaDate(new Date()),
      figures: [
        { label: 'Periode dari', value: '01-01-2026' },
        { label: 'Periode sampai', value: '30-06-2026' },
        { label: 'Saldo akhir simpanan pokok', value: 'Rp 0' },
        { label: 'Saldo akhir simpanan wajib', value: expect.stringMatching(/^Rp /) },
        { label: 'Saldo akhir simpanan sukarela', value: 'Rp 0' },
      ],
    });
  });

  it('issues the SHU slip of a posted year once', async () => {
    const today = todayInJakarta();
    const year = lastClosedFiscalYear(today);
    const { member, headers } = await borrower(0);
    await createContribution(t.app.db, member.id, 1_200_000, `${year}-06-30`);
    const decision = { pool: 5_000_000, jasaModalPercent: 100, ratDate: today, note: 'RAT' };
    const saved = await asAdmin('PUT', `/api/v1/admin/shu/${year}`, decision);
    expect(saved.statusCode, saved.body).toBe(200);
    const posted = await asAdmin('POST', `/api/v1/admin/shu/${year}/post`);
    expect(posted.statusCode, posted.body).toBe(200);
    const url = `/api/v1/SHU/${member.nik}/${year}/slip`;
    const slip = (await get(url, headers)).rawPayload;
    await keep('slip-shu', slip);
    const code = await scanCode(slip);
    expect(await scanCode((await get(url, headers)).rawPayload)).toBe(code);
    const reply = (await get(`/api/v1/verifikasi/${code}`)).json().data;
    expect(reply).toMatchObject({
      kind: 'Slip Sisa Hasil Usaha',
      number: expect.stringMatching(/^001\/SHU\//),
    });
    expect(reply.figures.map((figure: { label: string }) => figure.label)).toEqual([
      'Tahun buku',
      'Jasa modal',
      'Jasa usaha',
      'Total SHU',
    ]);
    expect(reply.figures[0]).toEqual({ label: 'Tahun buku', value: String(year) });
  });
});
