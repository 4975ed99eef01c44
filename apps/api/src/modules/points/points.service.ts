import {
  computeCouponValidUntil,
  displayPointBalance,
  ErrorCode,
  type PointLedgerEntry,
  type PointOffer,
  type PointRedemption,
  type RedeemPointsReply,
  type RedeemPointsRequest,
  todayInJakarta,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import { findReplay, type IdempotentRequest, idempotencyColumns } from '../../plugins/idempotency';
import { presentLedgerEntry, presentOffer, presentRedemption } from './points.presenter';
import {
  findOffer,
  findRedemption,
  findRedemptionByKey,
  insertLedgerEntry,
  insertRedemption,
  listLedger,
  listRedeemableOffers,
  listRedemptions,
  lockMemberForPoints,
  sumLedger,
  takeOfferStock,
} from './points.repository';

export const REDEEM_DONE = 'Selamat Penukaran point anda berhasil';

/** GET /Poin: the offers a member can redeem now. */
export async function listOffers(db: Database): Promise<PointOffer[]> {
  return (await listRedeemableOffers(db)).map(presentOffer);
}

/** GET /Poin/History/{id}: the member's coupons, newest first. */
export async function listCoupons(db: Database, memberId: number): Promise<PointRedemption[]> {
  const today = todayInJakarta();
  return (await listRedemptions(db, memberId)).map((row) => presentRedemption(row, today));
}

/** GET /Poin/Ledger/{id}: every movement of the member's balance, newest first. */
export async function listPointLedger(db: Database, memberId: number): Promise<PointLedgerEntry[]> {
  return (await listLedger(db, memberId)).map(presentLedgerEntry);
}

const insufficient = () => new AppError(ErrorCode.CONFLICT, 'Poin anda tidak mencukupi untuk penukaran ini');

/**
 * POST /Poin/Redeem. One transaction: lock the member row, replay an earlier reply for the same Idempotency-Key
 * and request (another request with that key is refused), sum the ledger, take one unit of stock, write the coupon and its REDEEM ledger row. The value charged is the
 * offer's as stored; a client that names another value is refused, so nobody buys at a price they did not see.
 */
export async function redeemOffer(
  db: Database,
  memberId: number,
  input: RedeemPointsRequest,
  idempotency: IdempotentRequest | undefined,
): Promise<RedeemPointsReply> {
  if (input.id_user !== memberId) throw forbidden();
  const couponId = await db.transaction(async (tx) => {
    const member = await lockMemberForPoints(tx, memberId);
    if (!member?.isActive) throw notFound('Anggota tidak ditemukan');
    const earlier = await findReplay(idempotency, (key) => findRedemptionByKey(tx, memberId, key));
    if (earlier) return earlier.id;
    const offer = await findOffer(tx, input.poin_id);
    if (!offer?.isActive) throw notFound('Penawaran poin tidak ditemukan atau sudah tidak berlaku');
    if (input.value !== undefined && input.value !== offer.value) {
      throw new AppError(
        ErrorCode.CONFLICT,
        `Nilai penawaran ini ${offer.value} poin. Muat ulang halaman lalu coba lagi.`,
      );
    }
    const balance = await sumLedger(tx, memberId);
    if (balance <= 0 || balance < offer.value) throw insufficient();
    if (!(await takeOfferStock(tx, offer.id))) {
      throw new AppError(ErrorCode.CONFLICT, 'Maaf, stok penawaran ini sudah habis');
    }
    const id = await insertRedemption(tx, {
      memberId,
      offerId: offer.id,
      value: offer.value,
      validUntil: computeCouponValidUntil(todayInJakarta(), offer.validityMonths),
      ...idempotencyColumns(idempotency),
    });
    await insertLedgerEntry(tx, { memberId, delta: -offer.value, reason: 'REDEEM', ref: `redemption:${id}` });
    return id;
  });
  const coupon = await findRedemption(db, couponId);
  if (!coupon) throw notFound();
  return {
    coupon: presentRedemption(coupon, todayInJakarta()),
    poin: displayPointBalance(await sumLedger(db, memberId)),
  };
}

/** Payroll awards its on-time points in its own statement, with the points module's SQL. */
export { awardInstalmentPoints } from './points.repository';
