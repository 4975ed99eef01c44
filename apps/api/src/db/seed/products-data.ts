import type { Database } from '../client';
import { productRateTiers, products } from '../schema/index';

type TierSeed = { minAmount: number; maxAmount: number; effectiveRate: string; tenorMax: number };

/** Every product shares the amount bands; the rate differs by purpose. Rates in % per year. */
const bands = (rates: [string, string, string]): TierSeed[] => [
  { minAmount: 500_000, maxAmount: 10_000_000, effectiveRate: rates[0], tenorMax: 12 },
  { minAmount: 10_500_000, maxAmount: 30_000_000, effectiveRate: rates[1], tenorMax: 24 },
  { minAmount: 30_500_000, maxAmount: 100_000_000, effectiveRate: rates[2], tenorMax: 36 },
];

const PRODUCTS = [
  {
    code: 'PDK',
    name: 'Pinjaman Pendidikan',
    financePurpose: 'Pendidikan',
    description: 'Biaya sekolah, kuliah, dan kursus untuk anggota dan keluarga.',
    tiers: bands(['10.00', '10.50', '11.00']),
  },
  {
    code: 'RNV',
    name: 'Pinjaman Renovasi Rumah',
    financePurpose: 'Renovasi Rumah',
    description: 'Perbaikan dan renovasi rumah tinggal anggota.',
    tiers: bands(['12.00', '12.50', '13.00']),
  },
  {
    code: 'KSH',
    name: 'Pinjaman Kesehatan',
    financePurpose: 'Kesehatan',
    description: 'Biaya pengobatan dan perawatan kesehatan yang tidak ditanggung asuransi.',
    tiers: bands(['10.00', '10.00', '10.50']),
  },
  {
    code: 'KDR',
    name: 'Pinjaman Kendaraan',
    financePurpose: 'Kendaraan',
    description: 'Uang muka atau pembelian kendaraan bermotor.',
    tiers: bands(['13.00', '13.50', '14.00']),
  },
] as const;

export type DemoProductCode = (typeof PRODUCTS)[number]['code'];
export type DemoProduct = { id: number; financePurpose: string; tiers: readonly TierSeed[] };

/** Loan products with their rate tiers; returns them by code so loans can pick the tier of their amount. */
export async function seedProducts(db: Database): Promise<Record<DemoProductCode, DemoProduct>> {
  const result = {} as Record<DemoProductCode, DemoProduct>;
  for (const [index, product] of PRODUCTS.entries()) {
    const { tiers, ...fields } = product;
    const [row] = await db
      .insert(products)
      .values({ ...fields, sort: index + 1 })
      .returning({ id: products.id });
    if (!row) throw new Error(`product ${product.code} was not inserted`);
    await db.insert(productRateTiers).values(tiers.map((tier) => ({ ...tier, productId: row.id })));
    result[product.code] = { id: row.id, financePurpose: product.financePurpose, tiers };
  }
  return result;
}
