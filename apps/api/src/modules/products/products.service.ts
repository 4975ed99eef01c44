import {
  buildAmortisationSchedule,
  type CalculatorReply,
  ErrorCode,
  type Product,
  pickRateTier,
  type RateCheckReply,
  summariseLoan,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { presentProduct } from './products.presenter';
import { findProduct, listActiveProducts, listRateTiers } from './products.repository';

const MINIMUM_MESSAGE = 'Opps... Minimal pinjaman Rp 500.000';

export async function listProducts(db: Database): Promise<Product[]> {
  return (await listActiveProducts(db)).map(presentProduct);
}

/**
 * The rate tier of a product for an amount (Rupiah). No tier (below the minimum or above every tier) is a 422
 * whose message the form shows as is.
 */
export async function checkRate(db: Database, productId: number, amount: number): Promise<RateCheckReply> {
  const { TenorMax, EffectiveRate } = await findRateTier(db, productId, amount);
  return { TenorMax, EffectiveRate };
}

/** The active product and its tier for an amount, or the error the form shows. */
export async function findRateTier(db: Database, productId: number, amount: number) {
  const product = await findProduct(db, productId);
  if (!product?.isActive) throw new AppError(ErrorCode.NOT_FOUND, 'Produk pinjaman tidak ditemukan');
  const tier = pickRateTier(await listRateTiers(db, productId), amount);
  if (!tier) throw new AppError(ErrorCode.VALIDATION, MINIMUM_MESSAGE);
  return { product, TenorMax: tier.tenorMax, EffectiveRate: tier.effectiveRatePercent };
}

/**
 * /Calculator: the schedule's first instalment, the amount and the total interest. The rate is the product
 * tier's, never the client's `interest`, so the figure shown is the figure that will be charged.
 */
export async function calculateLoan(
  db: Database,
  input: { productId: number; amount: number; tenorMonths: number },
): Promise<CalculatorReply> {
  const rate = await checkRate(db, input.productId, input.amount);
  if (input.tenorMonths > rate.TenorMax) {
    throw new AppError(ErrorCode.VALIDATION, `Tenor maksimal untuk jumlah ini ${rate.TenorMax} bulan`);
  }
  const rows = buildAmortisationSchedule({
    principal: input.amount,
    effectiveRatePercent: rate.EffectiveRate,
    tenorMonths: input.tenorMonths,
    firstDueDate: '2000-01-25',
  });
  return { ...summariseLoan(rows), EffectiveRate: rate.EffectiveRate };
}
