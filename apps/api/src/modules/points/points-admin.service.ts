import {
  type AdminMemberPoints,
  type AdminPointOffer,
  ErrorCode,
  POINT_OFFER_IMAGE_MAX_BYTES,
  type PointAdjustmentRequest,
  type PointLedgerEntry,
  type PointOfferInput,
} from '@kopkar/domain';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, pointOffers, pointRedemptions } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { prepareUpload, storeFile, type UploadRule } from '../../plugins/uploads';
import type { Actor } from '../backoffice/backoffice-guard';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import { offerImagePath, presentLedgerEntry } from './points.presenter';
import {
  insertLedgerEntry,
  listLedger,
  lockMemberForPoints,
  type OfferRow,
  sumLedger,
} from './points.repository';

const OFFER_IMAGE_RULE: UploadRule = {
  accepts: 'image',
  maxBytes: POINT_OFFER_IMAGE_MAX_BYTES,
  tooLargeMessage: 'Gambar terlalu besar, maks 2 MB',
  resize: 'thumbnail',
};

function presentAdminOffer(row: OfferRow, redeemedCount: number): AdminPointOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    value: row.value,
    validityMonths: row.validityMonths,
    isActive: row.isActive,
    stock: row.stock,
    imageUrl: offerImagePath(row.imageFileId),
    redeemedCount,
  };
}

/** Every offer, active or not, with how many coupons each has given out (EDITOR). */
export async function listAdminOffers(db: Database): Promise<AdminPointOffer[]> {
  const rows = await db.select().from(pointOffers).orderBy(pointOffers.id);
  const counts = await db
    .select({ offerId: pointRedemptions.offerId, total: count() })
    .from(pointRedemptions)
    .groupBy(pointRedemptions.offerId);
  const byOffer = new Map(counts.map((entry) => [entry.offerId, Number(entry.total)]));
  return rows.map((row) => presentAdminOffer(row, byOffer.get(row.id) ?? 0));
}

const auditedFields = (row: OfferRow) => ({
  title: row.title,
  description: row.description,
  value: row.value,
  validityMonths: row.validityMonths,
  isActive: row.isActive,
  stock: row.stock,
  imageFileId: row.imageFileId,
});

/** Creates (id null) or updates an offer; a new picture is re-encoded and stored as public content. */
export async function saveOffer(
  db: Database,
  actor: Actor,
  id: number | null,
  input: PointOfferInput,
): Promise<AdminPointOffer> {
  const image = input.image ? await prepareUpload(input.image, OFFER_IMAGE_RULE) : null;
  return db.transaction(async (tx) => {
    const [before] = id
      ? await tx.select().from(pointOffers).where(eq(pointOffers.id, id)).for('update')
      : [];
    if (id && !before) throw notFound('Penawaran poin tidak ditemukan');
    const imageFileId = image
      ? await storeFile(tx, image, { kind: 'staff', id: actor.id, purpose: 'CONTENT' })
      : (before?.imageFileId ?? null);
    const values = {
      title: input.title,
      description: input.description,
      value: input.value,
      validityMonths: input.validityMonths,
      isActive: input.isActive,
      stock: input.stock,
      imageFileId,
    };
    const [saved] = before
      ? await tx.update(pointOffers).set(values).where(eq(pointOffers.id, before.id)).returning()
      : await tx.insert(pointOffers).values(values).returning();
    if (!saved) throw new Error('offer save returned no row');
    await recordAudit(tx, {
      actor,
      action: before ? 'update-point-offer' : 'create-point-offer',
      entity: 'point_offer',
      entityId: saved.id,
      before: before ? auditedFields(before) : undefined,
      after: auditedFields(saved),
    });
    const redeemed = await tx.$count(pointRedemptions, eq(pointRedemptions.offerId, saved.id));
    return presentAdminOffer(saved, redeemed);
  });
}

async function requireMemberRow(db: Pick<Database, 'select'>, memberId: number) {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  if (!row) throw notFound('Anggota tidak ditemukan');
}

/** A member's balance and ledger as staff see it. */
export async function getMemberPoints(db: Database, memberId: number): Promise<AdminMemberPoints> {
  await requireMemberRow(db, memberId);
  const ledger = (await listLedger(db, memberId)).map(presentLedgerEntry);
  return { balance: await sumLedger(db, memberId), ledger };
}

/**
 * ADMIN grants (GRANT) or deducts (ADJUSTMENT) points with a reason. A deduction takes the same member lock as
 * redeeming and never takes the balance below 0. Never on the ADMIN's own member (four eyes, 403).
 */
export async function adjustMemberPoints(
  db: Database,
  actor: Actor,
  memberId: number,
  input: PointAdjustmentRequest,
): Promise<{ entry: PointLedgerEntry; balance: number }> {
  return db.transaction(async (tx) => {
    if (!(await lockMemberForPoints(tx, memberId))) throw notFound('Anggota tidak ditemukan');
    await refuseOwnDecision(tx, actor.id, 'membership', memberId);
    const before = await sumLedger(tx, memberId);
    if (before + input.delta < 0) {
      throw new AppError(
        ErrorCode.CONFLICT,
        `Saldo poin anggota ${Math.max(0, before)}; pengurangan tidak boleh membuat saldo negatif`,
      );
    }
    const reason = input.delta > 0 ? 'GRANT' : 'ADJUSTMENT';
    // ref stays null: unique (member, reason, ref) treats nulls as distinct, so grants never collide.
    const row = await insertLedgerEntry(tx, {
      memberId,
      delta: input.delta,
      reason,
      ref: null,
      note: input.note,
    });
    const balance = before + input.delta;
    await recordAudit(tx, {
      actor,
      action: input.delta > 0 ? 'grant-points' : 'deduct-points',
      entity: 'member',
      entityId: memberId,
      before: { balance: before },
      after: { balance, delta: input.delta, reason, note: input.note, ledgerId: row.id },
    });
    return { entry: presentLedgerEntry(row), balance };
  });
}
