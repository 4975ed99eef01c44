import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createMember, createProduct, createStaff } from '../../test/factories';
import { plainPdf } from '../../test/pdf-fixtures';
import { memberHeaders, newBorrower, signInStaff } from '../../test/sessions';
import { jpegWithGps, pdf, png, toDataUrl } from '../../test/upload-fixtures';
import {
  applications,
  blogArticles,
  governanceDocuments,
  pointOffers,
  pointRedemptions,
  pointsLedger,
  savingsDeposits,
  savingsLedger,
  savingsWithdrawals,
} from '../db/schema';
import { IDEMPOTENCY_KEY_REUSED } from './idempotency';

/**
 * The same Idempotency-Key with a different amount answered 200 with the first withdrawal's result.
 * Walks every route that accepts the header: a repeat of the same request is answered with the first result, the
 * key with another request is refused with 422 and creates nothing.
 */
let t: TestApp;

type Headers = Record<string, string>;
/** The reply data of the six routes, as far as their ids go. */
type CreatedData = { id: number; setoran: { id: number }; penarikan: { id: number }; coupon: { id: number } };
type RouteCase = {
  route: string;
  status: number;
  headers: Headers;
  first: Record<string, unknown>;
  /** The same request with its fields in another order: still the same request. */
  reordered: Record<string, unknown>;
  other: Record<string, unknown>;
  idOf: (data: CreatedData) => number;
  count: () => Promise<number>;
};
const cases: RouteCase[] = [];

const reversed = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).reverse());

async function savingsCases() {
  const member = await createMember(t.app.db, { payrollAccountNo: '1234567890' });
  const headers = await memberHeaders(t.app, member.nik);
  await t.app.db.insert(savingsLedger).values({
    memberId: member.id,
    kind: 'SUKARELA',
    reason: 'SETORAN',
    delta: 1_000_000,
    balanceAfter: 1_000_000,
    seq: 1,
    ref: 'test:opening',
    bookedOn: todayInJakarta(),
  });
  const proof = toDataUrl(await jpegWithGps(200, 150), 'image/jpeg');
  const deposit = {
    NIK: member.nik,
    Jumlah: 50_000,
    TanggalTransfer: todayInJakarta(),
    BuktiTransfer: proof,
  };
  cases.push({
    route: '/Simpanan/Sukarela/Setor',
    status: 200,
    headers,
    first: deposit,
    reordered: reversed(deposit),
    other: { ...deposit, Jumlah: 60_000 },
    idOf: (data) => data.setoran.id,
    count: () => t.app.db.$count(savingsDeposits, eq(savingsDeposits.memberId, member.id)),
  });
  const withdrawal = { NIK: member.nik, Jumlah: 100_000 };
  cases.push({
    route: '/Simpanan/Sukarela/Tarik',
    status: 200,
    headers,
    first: withdrawal,
    reordered: reversed(withdrawal),
    other: { ...withdrawal, Jumlah: 200_000 },
    idOf: (data) => data.penarikan.id,
    count: () => t.app.db.$count(savingsWithdrawals, eq(savingsWithdrawals.memberId, member.id)),
  });
}

async function loanAndPointCases() {
  const { member, headers } = await newBorrower(t.app);
  const application = {
    NIK: member.nik,
    EmployeeName: 'Anggota Uji',
    ProductID: (await createProduct(t.app.db)).id,
    FinancePurpose: 'teks bebas dari klien',
    PhotoKTP: toDataUrl(await jpegWithGps(), 'image/jpeg'),
    PhotoPendukung: toDataUrl(pdf(), 'application/pdf'),
    DocPendukung: toDataUrl(await png(), 'image/png'),
    loan_amount: 6_000_000,
    interest: 12,
    term_years: 1,
    tenor: 12,
    InstallmentAmount: 1,
    OSPrincipalAmount: 6_000_000,
    OSPInterestAmount: 0,
    from_web: 1,
  };
  cases.push({
    route: '/PengajuanPinjaman',
    status: 200,
    headers,
    first: application,
    reordered: reversed(application),
    other: { ...application, loan_amount: 5_500_000, OSPrincipalAmount: 5_500_000 },
    idOf: (data) => data.id,
    count: () => t.app.db.$count(applications, eq(applications.memberId, member.id)),
  });
  await t.app.db
    .insert(pointsLedger)
    .values({ memberId: member.id, delta: 500, reason: 'GRANT', ref: 'test:opening' });
  const offers = await t.app.db
    .insert(pointOffers)
    .values(
      ['Voucher A', 'Voucher B'].map((title) => ({
        title,
        description: 'Uji',
        value: 100,
        validityMonths: 3,
      })),
    )
    .returning({ id: pointOffers.id });
  const redeem = { id_user: member.id, poin_id: offers[0]?.id, value: 100 };
  cases.push({
    route: '/Poin/Redeem',
    status: 200,
    headers,
    first: redeem,
    reordered: reversed(redeem),
    other: { ...redeem, poin_id: offers[1]?.id },
    idOf: (data) => data.coupon.id,
    count: () => t.app.db.$count(pointRedemptions, eq(pointRedemptions.memberId, member.id)),
  });
}

async function backOfficeCases() {
  const admin = await createStaff(t.app.db, { role: 'ADMIN' });
  const headers = await signInStaff(t.app, admin.username);
  const article = {
    title: 'Rapat Anggota',
    category: 'Berita',
    tags: ['rat'],
    author: 'Sekretariat',
    bodyHtml: '<p>Isi.</p>',
  };
  cases.push({
    route: '/admin/blog',
    status: 201,
    headers,
    first: article,
    reordered: reversed(article),
    other: { ...article, title: 'Rapat Pengurus' },
    idOf: (data) => data.id,
    count: () => t.app.db.$count(blogArticles, eq(blogArticles.createdBy, admin.id)),
  });
  const document = {
    kind: 'PENGUMUMAN',
    title: 'Pengumuman RAT',
    publishedOn: '2026-03-14',
    file: toDataUrl(plainPdf(), 'application/pdf'),
  };
  cases.push({
    route: '/admin/governance-documents',
    status: 201,
    headers,
    first: document,
    reordered: reversed(document),
    other: { ...document, title: 'Pengumuman RAT (ralat)' },
    idOf: (data) => data.id,
    count: () => t.app.db.$count(governanceDocuments, eq(governanceDocuments.createdBy, admin.id)),
  });
}

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  await savingsCases();
  await loanAndPointCases();
  await backOfficeCases();
});
afterAll(async () => {
  await t?.close();
});

const send = (routeCase: RouteCase, payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${routeCase.route}`,
    headers: { ...routeCase.headers, 'idempotency-key': key },
    payload,
  });

/** The text of every module's `*.routes.ts`. */
function routeFiles(): { path: string; text: string }[] {
  const modules = join(import.meta.dirname, '..', 'modules');
  return readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.routes.ts'))
    .map((path) => ({ path, text: readFileSync(join(modules, path), 'utf8') }));
}

describe('the same Idempotency-Key with another request', () => {
  it('covers every route that declares the header, and no route reads the header itself', () => {
    const declared = routeFiles().flatMap(({ path, text }) =>
      Array<string>(text.match(/headers: idempotencyHeadersSchema/g)?.length ?? 0).fill(path),
    );
    expect(declared).toHaveLength(cases.length);
    expect(routeFiles().filter(({ text }) => text.includes("'idempotency-key'"))).toEqual([]);
  });

  it.each([
    '/Simpanan/Sukarela/Setor',
    '/Simpanan/Sukarela/Tarik',
    '/PengajuanPinjaman',
    '/Poin/Redeem',
    '/admin/blog',
    '/admin/governance-documents',
  ])('POST %s: the same request is answered again, another one is refused with 422', async (route) => {
    const routeCase = cases.find((item) => item.route === route);
    if (!routeCase) throw new Error(`no case for ${route}`);
    const key = `kunci-${route.replace(/\W+/g, '-')}`;
    const before = await routeCase.count();

    const first = await send(routeCase, routeCase.first, key);
    expect(first.statusCode, first.body).toBe(routeCase.status);
    const id = routeCase.idOf(first.json().data);
    const again = await send(routeCase, routeCase.reordered, key);
    expect(again.statusCode, again.body).toBe(routeCase.status);
    expect(routeCase.idOf(again.json().data)).toBe(id);

    const other = await send(routeCase, routeCase.other, key);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toMatchObject({ code: 422, message: IDEMPOTENCY_KEY_REUSED });
    expect(await routeCase.count()).toBe(before + 1);
  });
});
