import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { type AuthHeaders, signInStaff } from '../../../test/sessions';
import { executable, png, toDataUrl } from '../../../test/upload-fixtures';
import { auditLog } from '../../db/schema';
import { seedProducts } from '../../db/seed/products-data';

let t: TestApp;
let editor: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  await seedProducts(t.app.db);
  editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
});
afterAll(async () => {
  await t?.close();
});

const tiers = [
  { minAmount: 500_000, maxAmount: 5_000_000, effectiveRate: 9.5, tenorMax: 12 },
  { minAmount: 5_500_000, maxAmount: 50_000_000, effectiveRate: 10.25, tenorMax: 36 },
];
const newProduct = {
  code: 'UMR',
  name: 'Pinjaman Umrah',
  financePurpose: 'Ibadah',
  description: 'Biaya perjalanan ibadah umrah.',
  tiers,
};
const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/products', headers: editor, payload });
const patch = (id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${id}`, headers: editor, payload });

describe('products back office', () => {
  it('lists products with tiers, paginated and searchable', async () => {
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/products?pageSize=2', headers: editor })
    ).json().data;
    expect(all).toMatchObject({ page: 1, pageSize: 2, total: 4 });
    expect(all.items[0]).toEqual({
      id: expect.any(Number),
      code: 'PDK',
      name: 'Pinjaman Pendidikan',
      financePurpose: 'Pendidikan',
      description: expect.any(String),
      isActive: true,
      sort: 1,
      imageUrl: null,
      tiers: [
        {
          id: expect.any(Number),
          minAmount: 500_000,
          maxAmount: 10_000_000,
          effectiveRate: 10,
          tenorMax: 12,
        },
        {
          id: expect.any(Number),
          minAmount: 10_500_000,
          maxAmount: 30_000_000,
          effectiveRate: 10.5,
          tenorMax: 24,
        },
        {
          id: expect.any(Number),
          minAmount: 30_500_000,
          maxAmount: 100_000_000,
          effectiveRate: 11,
          tenorMax: 36,
        },
      ],
    });
    const found = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/products?search=kesehatan', headers: editor })
    ).json().data;
    expect(found.items.map((p: { code: string }) => p.code)).toEqual(['KSH']);
  });

  it('creates a product with an image; it appears on /product and its tiers drive /cekrate quotes', async () => {
    const response = await post({ ...newProduct, image: toDataUrl(await png(), 'image/png') });
    expect(response.statusCode).toBe(201);
    const product = response.json().data;
    expect(product.imageUrl).toMatch(/^\/api\/v1\/files\/content\/\d+$/);
    expect(product.tiers.map((tier: { effectiveRate: number }) => tier.effectiveRate)).toEqual([9.5, 10.25]);
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/v1/product' })).json().data;
    expect(publicList).toContainEqual({
      id: product.id,
      ProductID: product.id,
      ProductName: 'Pinjaman Umrah',
      FinancePurpose: 'Ibadah',
      FinancePurpos: 'Ibadah',
      ProductDescription: 'Biaya perjalanan ibadah umrah.',
      ImagesPath: product.imageUrl,
    });
  });

  it('replaces tiers, deactivates (gone from /product), audits before and after', async () => {
    const created = (await post({ ...newProduct, code: 'HJI', name: 'Pinjaman Haji' })).json().data;
    const edited = await patch(created.id, {
      isActive: false,
      tiers: [{ minAmount: 500_000, maxAmount: 20_000_000, effectiveRate: 8, tenorMax: 24 }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      isActive: false,
      tiers: [{ minAmount: 500_000, effectiveRate: 8 }],
    });
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/v1/product' })).json().data;
    expect(publicList.map((p: { id: number }) => p.id)).not.toContain(created.id);
    const entries = (await t.app.db.select().from(auditLog)).filter(
      (entry) => entry.entity === 'product' && entry.entityId === String(created.id),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create-product', 'update-product']);
    expect(entries[1]?.before).toMatchObject({ isActive: true });
    expect(entries[1]?.after).toMatchObject({ isActive: false });
  });

  it.each([
    [
      'overlapping tiers',
      [
        { minAmount: 500_000, maxAmount: 10_000_000, effectiveRate: 10, tenorMax: 12 },
        { minAmount: 10_000_000, maxAmount: 20_000_000, effectiveRate: 11, tenorMax: 24 },
      ],
    ],
    [
      'a tier inside another',
      [
        { minAmount: 500_000, maxAmount: 50_000_000, effectiveRate: 10, tenorMax: 12 },
        { minAmount: 5_000_000, maxAmount: 6_000_000, effectiveRate: 11, tenorMax: 24 },
      ],
    ],
    ['max below min', [{ minAmount: 5_000_000, maxAmount: 1_000_000, effectiveRate: 10, tenorMax: 12 }]],
    ['a rate of 0', [{ minAmount: 500_000, maxAmount: 1_000_000, effectiveRate: 0, tenorMax: 12 }]],
    ['three decimals', [{ minAmount: 500_000, maxAmount: 1_000_000, effectiveRate: 10.125, tenorMax: 12 }]],
    ['TenorMax above 36', [{ minAmount: 500_000, maxAmount: 1_000_000, effectiveRate: 10, tenorMax: 48 }]],
    ['min below Rp 500.000', [{ minAmount: 100_000, maxAmount: 1_000_000, effectiveRate: 10, tenorMax: 12 }]],
    ['no tier at all', []],
  ])('refuses %s with 422 (create and edit)', async (_label, badTiers) => {
    expect((await post({ ...newProduct, code: 'BAD', tiers: badTiers })).statusCode).toBe(422);
    expect((await patch(1, { tiers: badTiers })).statusCode).toBe(422);
  });

  it('names the overlapping tier in the error', async () => {
    const response = await post({
      ...newProduct,
      code: 'OVL',
      tiers: [tiers[0], { ...tiers[1], minAmount: 5_000_000 }],
    });
    // The path names the second tier's minimum (the error handler may join it with '/' or '.').
    expect(response.json().data.errors).toContainEqual({
      path: expect.stringMatching(/^tiers[./]1[./]minAmount$/),
      message: 'Rentang jumlah tingkat 2 tumpang tindih dengan tingkat 1',
    });
  });

  it('refuses a duplicate code (409), a bad code (422) and a non-image picture (415)', async () => {
    expect((await post({ ...newProduct, code: 'PDK' })).statusCode).toBe(409);
    expect((await post({ ...newProduct, code: 'pdk kecil' })).statusCode).toBe(422);
    expect(
      (await post({ ...newProduct, code: 'EXE', image: toDataUrl(executable(), 'image/png') })).statusCode,
    ).toBe(415);
    expect((await patch(99999, { name: 'Tidak ada' })).statusCode).toBe(404);
  });
});
