import { toJakartaDate } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createApplication, createMember, createProduct } from '../../../test/factories';
import { newBorrower } from '../../../test/sessions';
import {
  executable,
  jpegWithGps,
  oversize,
  pdf,
  pdfWithScript,
  png,
  svgWithScript,
  toDataUrl,
} from '../../../test/upload-fixtures';
import { applications, files, notifications } from '../../db/schema';

let t: TestApp;
let productId: number;
let selfie: string;
let formDoc: string;
let supportingDoc: string;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
  selfie = toDataUrl(await jpegWithGps(), 'image/jpeg');
  formDoc = toDataUrl(pdf(), 'application/pdf');
  supportingDoc = toDataUrl(await png(), 'image/png');
});
afterAll(async () => {
  await t?.close();
});

const borrower = () => newBorrower(t.app);

const applicationBody = (nik: string, overrides: Record<string, unknown> = {}) => ({
  NIK: nik,
  EmployeeName: 'Anggota Uji',
  ProductID: productId,
  FinancePurpose: 'teks bebas dari klien',
  PhotoKTP: selfie,
  PhotoPendukung: formDoc,
  DocPendukung: supportingDoc,
  loan_amount: 6_000_000,
  interest: 12,
  term_years: 1,
  tenor: 12,
  InstallmentAmount: 1,
  OSPrincipalAmount: 6_000_000,
  OSPInterestAmount: 0,
  from_web: 1,
  ...overrides,
});

let callCount = 0;
/** Each call from its own address: the per-IP limit of the route is not what these tests are about. */
const submit = (headers: Record<string, string>, payload: Record<string, unknown>) => {
  callCount += 1;
  const remoteAddress = `10.9.${Math.floor(callCount / 250)}.${callCount % 250}`;
  return t.app.inject({ method: 'POST', url: '/api/v1/PengajuanPinjaman', headers, payload, remoteAddress });
};

describe('POST /PengajuanPinjaman', () => {
  it('accepts a complete application and computes the instalment itself', async () => {
    const { member, headers } = await borrower();
    const response = await submit(headers, applicationBody(member.nik));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    // 6.000.000 at 12 %/yr over 12 months: annuity 533.093 (the client's "1" is ignored)
    expect(data).toMatchObject({
      LoanAmount: 6_000_000,
      Tenor: 12,
      InstallmentAmount: 533_093,
      Status: 'NEW',
    });
    expect(data.ApprovalNo).toMatch(/^PJ\d{8}-\d{5}$/);

    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, data.id));
    // The number carries the Jakarta date of the submission (between 00:00 and 07:00 WIB UTC is a day behind).
    expect(data.ApprovalNo.slice(2, 10)).toBe(
      toJakartaDate(row?.submittedAt ?? new Date()).replaceAll('-', ''),
    );
    expect(row?.financePurpose).toBe('Pendidikan');
    const [note] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.applicationId, data.id));
    expect(note?.logHeader).toBe('NEW');
    const inquiry = await t.app.inject({
      method: 'GET',
      url: `/api/v1/InquiryStatus/${member.nik}`,
      headers,
    });
    expect(inquiry.json().data.Status).toBe('Sedang dalam approval');
  });

  it('re-encodes the selfie: within 400×350, JPEG, no EXIF or GPS left', async () => {
    const { member, headers } = await borrower();
    const { id } = (await submit(headers, applicationBody(member.nik))).json().data;
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, id));
    const [stored] = await t.app.db.select().from(files).where(eq(files.id, row!.selfieFileId!));
    const meta = await sharp(stored!.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThanOrEqual(400);
    expect(meta.height).toBeLessThanOrEqual(350);
    expect(meta.exif).toBeUndefined();
  });

  it("refuses another member's NIK", async () => {
    const { headers } = await borrower();
    const other = await createMember(t.app.db);
    expect((await submit(headers, applicationBody(other.nik))).statusCode).toBe(403);
  });

  it('answers 422 for malformed applications', async () => {
    const { member, headers } = await borrower();
    const cases = [
      { PhotoKTP: '' },
      { tenor: 7 },
      { loan_amount: 6_250_000 },
      { loan_amount: 0 },
      { term_years: 2 },
      { from_web: 0 },
    ];
    for (const overrides of cases) {
      const response = await submit(headers, applicationBody(member.nik, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json().code).toBe(422);
    }
    expect((await submit(headers, {})).statusCode).toBe(422);
  });

  it('refuses an amount above the ceiling and a tenor above the tier maximum', async () => {
    const { member, headers } = await borrower();
    const tooMuch = await submit(
      headers,
      applicationBody(member.nik, { loan_amount: 20_500_000, tenor: 24, term_years: 2 }),
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('Jumlah pinjaman melebihi maksimal pinjaman anda');
    const tooLong = await submit(headers, applicationBody(member.nik, { tenor: 24, term_years: 2 }));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe('Tenor maksimal untuk jumlah ini 12 bulan');
  });

  it('checks files by their bytes, not their names or claimed types', async () => {
    const { member, headers } = await borrower();
    const cases: [string, Record<string, unknown>, number, string][] = [
      [
        '1.000.001-byte form',
        { PhotoPendukung: toDataUrl(oversize(1_000_001), 'image/png') },
        413,
        'File Form Pengajuan Terlalu Besar, Maks 1 Mb',
      ],
      [
        '1.000.000-byte support',
        { DocPendukung: toDataUrl(oversize(1_000_000), 'image/png') },
        413,
        'File Dokumen pendukung Terlalu Besar, Maks 1 Mb',
      ],
      [
        'PDF claimed as PNG selfie',
        { PhotoKTP: toDataUrl(pdf(), 'image/png') },
        415,
        'File harus berupa gambar (JPG, PNG, GIF atau WEBP)',
      ],
      [
        'executable claimed as PDF',
        { DocPendukung: toDataUrl(executable(), 'application/pdf') },
        415,
        'Format file tidak didukung. Gunakan JPG, PNG, GIF atau PDF',
      ],
      [
        'SVG with script claimed as PNG',
        { PhotoKTP: toDataUrl(svgWithScript(), 'image/png') },
        415,
        'File harus berupa gambar (JPG, PNG, GIF atau WEBP)',
      ],
      [
        'PDF with JavaScript',
        { PhotoPendukung: toDataUrl(pdfWithScript(), 'application/pdf') },
        415,
        'File PDF berisi konten aktif dan tidak dapat diterima',
      ],
      [
        'not base64 at all',
        { DocPendukung: 'data:image/png;base64,@@@###' },
        415,
        'Format file tidak didukung. Gunakan JPG, PNG, GIF atau PDF',
      ],
    ];
    for (const [name, overrides, status, message] of cases) {
      const response = await submit(headers, applicationBody(member.nik, overrides));
      expect(response.statusCode, name).toBe(status);
      expect(response.json().message, name).toBe(message);
    }
    expect(await t.app.db.$count(applications, eq(applications.memberId, member.id))).toBe(0);
  });

  it('answers a replayed Idempotency-Key with the first reply and stores one application', async () => {
    const { member, headers } = await borrower();
    const withKey = { ...headers, 'idempotency-key': 'kunci-unik-12345' };
    const first = await submit(withKey, applicationBody(member.nik));
    const second = await submit(withKey, applicationBody(member.nik));
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(await t.app.db.$count(applications, eq(applications.memberId, member.id))).toBe(1);
  });

  it('refuses a second application while one is in approval, and a member with two unfinished loans', async () => {
    const { member, headers } = await borrower();
    expect((await submit(headers, applicationBody(member.nik))).statusCode).toBe(200);
    const second = await submit(headers, applicationBody(member.nik));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Pengajuan anda sedang dalam approval');

    const busy = await borrower();
    await createApplication(t.app.db, busy.member, productId, { status: 'FUN' });
    await createApplication(t.app.db, busy.member, productId, { status: 'APV' });
    const blocked = await submit(busy.headers, applicationBody(busy.member.nik));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('Anda belum bisa melakukan pengajuan Pinjaman');
  });
});
