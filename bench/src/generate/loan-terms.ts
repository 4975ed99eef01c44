/**
 * What a member asks for: a product, a tenor (long ones are common: most instalment rows come from 24–36 month
 * loans), an amount in the band that tenor needs, and the rate of the product tier of that amount.
 */
import type { Random } from './random';
import type { Product } from './reference-data';
import type { Domain, Terms } from './story-context';

const TENOR_WEIGHTS = [
  [6, 5],
  [12, 15],
  [18, 10],
  [24, 25],
  [30, 10],
  [36, 35],
] as const;

const STEP = 500_000;

/** Amount band (Rupiah) by tenor, so that the tier of the amount allows the tenor (demo tiers: 12/24/36). */
function amountBand(tenorMonths: number): [number, number] {
  if (tenorMonths <= 12) return [1_000_000, 10_000_000];
  if (tenorMonths <= 24) return [10_500_000, 30_000_000];
  return [30_500_000, 80_000_000];
}

export function chooseTerms(random: Random, domain: Domain, products: readonly Product[]): Terms {
  const product = random.pick(products);
  let tenorMonths: number = random.weighted(TENOR_WEIGHTS);
  const [min, max] = amountBand(tenorMonths);
  const amount = random.int(min / STEP, max / STEP) * STEP;
  const tiers = product.tiers.map((tier) => ({ ...tier, effectiveRatePercent: Number(tier.effectiveRate) }));
  const tier = domain.pickRateTier(tiers, amount) ?? tiers.at(-1);
  if (!tier) throw new Error(`product ${product.id} has no rate tier`);
  if (tenorMonths > tier.tenorMax) tenorMonths = domain.clampTenor(tenorMonths, tier.tenorMax) ?? 6;
  return { product, amount, tenorMonths, effectiveRate: tier.effectiveRate };
}
