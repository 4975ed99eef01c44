import {
  type AdminShuShare,
  checkShuDecisionDates,
  computeShuDistribution,
  ErrorCode,
  formatRupiah,
  SAVINGS_NOTICES,
  type ShuDecision,
  type ShuDecisionRequest,
  type ShuPreview,
  todayInJakarta,
} from '@kopkar/domain';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shuYears } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import type { Actor } from '../backoffice/backoffice-guard';
import { notifyMembers } from '../notifications/notifications.service';
import { creditSukarelaInBulk, lockMembersInOrder } from '../savings/savings.service';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import {
  findShuYear,
  insertShares,
  listPostedShares,
  listShuYears,
  lockShuYear,
  type MemberBasisRow,
  readShuBases,
  type ShuYearRow,
} from './shu.repository';
import { postShuEntries } from './shu-ledger';

/** The preview lists this many of the largest shares; the CSV export has every one. */
const PREVIEW_SHARES = 50;

/** The totals a posting stores with the year (the member's slip explains the share with them). */
export type ShuSummary = Omit<ShuPreview, 'decision' | 'shares' | 'alreadyPosted'>;

const presentDecision = (row: ShuYearRow): ShuDecision => ({
  year: row.year,
  pool: row.pool,
  jasaModalPercent: Number(row.jasaModalPercent),
  ratDate: row.ratDate,
  note: row.note,
  postedAt: row.postedAt?.toISOString() ?? null,
});

const noDecision = (year: number) => notFound(`Keputusan RAT untuk SHU ${year} belum dimasukkan`);

/**
 * Refuses a decision for a fiscal year that has not closed, or with a RAT that has not been held or was held
 * before the year closed (shu-calendar.ts), with the first reason as the message the back office shows.
 */
function requireClosedYear(year: number, ratDate: string) {
  const errors = checkShuDecisionDates({ year, ratDate }, todayInJakarta());
  if (errors[0]) throw new AppError(ErrorCode.VALIDATION, errors[0].message, { data: { errors } });
}

export async function listShuDecisions(db: Database): Promise<ShuDecision[]> {
  return (await listShuYears(db)).map(presentDecision);
}

/**
 * PUT /admin/shu/{year}: enters or corrects the RAT's decision for a closed year while it is not posted (audited).
 */
export async function saveShuDecision(db: Database, actor: Actor, year: number, input: ShuDecisionRequest) {
  requireClosedYear(year, input.ratDate);
  return db.transaction(async (tx) => {
    const current = await lockShuYear(tx, year);
    if (current?.postedAt) throw new AppError(ErrorCode.CONFLICT, `SHU ${year} sudah diposting`);
    const values = {
      pool: input.pool,
      jasaModalPercent: String(input.jasaModalPercent),
      ratDate: input.ratDate,
      note: input.note,
      enteredByStaffId: actor.id,
      updatedAt: sql`now()`,
    };
    const [row] = await tx
      .insert(shuYears)
      .values({ year, ...values })
      .onConflictDoUpdate({ target: shuYears.year, set: values })
      .returning();
    if (!row) throw new AppError(ErrorCode.INTERNAL, 'Keputusan SHU gagal disimpan');
    await recordAudit(tx, {
      actor,
      action: 'enter-shu-decision',
      entity: 'shu-year',
      entityId: year,
      before: current ? presentDecision(current) : null,
      after: presentDecision(row),
    });
    return presentDecision(row);
  });
}

type Distributed = { summary: ShuSummary; shares: (AdminShuShare & { memberId: number })[] };

/** The year's distribution from the bases as they are now. */
function distribute(decision: ShuYearRow, bases: MemberBasisRow[]): Distributed {
  const byId = new Map(bases.map((basis) => [basis.memberId, basis]));
  const result = computeShuDistribution({
    pool: decision.pool,
    jasaModalPercent: Number(decision.jasaModalPercent),
    members: bases.map((basis) => ({
      key: basis.memberId,
      modalBasis: basis.modalBasis,
      usahaBasis: basis.usahaBasis,
    })),
  });
  const shares = result.shares.map((share) => ({
    memberId: share.key,
    nik: byId.get(share.key)?.nik ?? '',
    name: byId.get(share.key)?.name ?? '',
    modalBasis: share.modalBasis,
    usahaBasis: share.usahaBasis,
    jasaModal: share.jasaModal,
    jasaUsaha: share.jasaUsaha,
    total: share.total,
  }));
  return { summary: summarise(result, shares), shares };
}

function summarise(
  result: Pick<
    ShuSummary,
    'modalPool' | 'usahaPool' | 'totalModalBasis' | 'totalUsahaBasis' | 'undistributed'
  >,
  shares: readonly { jasaModal: number; jasaUsaha: number; total: number }[],
): ShuSummary {
  return {
    modalPool: result.modalPool,
    usahaPool: result.usahaPool,
    totalModalBasis: result.totalModalBasis,
    totalUsahaBasis: result.totalUsahaBasis,
    undistributed: result.undistributed,
    memberCount: shares.length,
    totalJasaModal: shares.reduce((sum, share) => sum + share.jasaModal, 0),
    totalJasaUsaha: shares.reduce((sum, share) => sum + share.jasaUsaha, 0),
    totalShares: shares.reduce((sum, share) => sum + share.total, 0),
  };
}

const largestFirst = (a: { total: number; memberId: number }, b: { total: number; memberId: number }) =>
  b.total - a.total || a.memberId - b.memberId;

/** What was posted, read back from the shares and the stored summary. */
async function readPosted(
  db: Parameters<typeof listPostedShares>[0],
  decision: ShuYearRow,
): Promise<Distributed> {
  const rows = await listPostedShares(db, decision.year);
  const shares = rows.map(({ share, nik, name }) => ({
    memberId: share.memberId,
    nik,
    name,
    modalBasis: share.modalBasis,
    usahaBasis: share.usahaBasis,
    jasaModal: share.jasaModal,
    jasaUsaha: share.jasaUsaha,
    total: share.total,
  }));
  return { summary: decision.summary as ShuSummary, shares };
}

async function distributionOf(db: Database, year: number) {
  const decision = await findShuYear(db, year);
  if (!decision) throw noDecision(year);
  const distributed = decision.postedAt
    ? await readPosted(db, decision)
    : distribute(decision, await readShuBases(db, year));
  return { decision, ...distributed };
}

const toPreview = (
  decision: ShuYearRow,
  { summary, shares }: Distributed,
  alreadyPosted: boolean,
): ShuPreview => ({
  decision: presentDecision(decision),
  ...summary,
  shares: [...shares]
    .sort(largestFirst)
    .slice(0, PREVIEW_SHARES)
    .map(({ memberId: _memberId, ...share }) => share),
  alreadyPosted,
});

/** GET /admin/shu/{year}/preview: the distribution as posting would make it now, or as it was posted. */
export async function previewShu(db: Database, year: number): Promise<ShuPreview> {
  const { decision, summary, shares } = await distributionOf(db, year);
  return toPreview(decision, { summary, shares }, decision.postedAt !== null);
}

/**
 * POST /admin/shu/{year}/post: under the year's row lock, the bases are read and shared out, the shares written
 * (unique year and member), each share credited to sukarela (unique ref shu:<year>) after locking the members, the
 * members told, the year marked posted and the posting audited, in one transaction. Posting a posted year changes
 * nothing and answers what was posted. A staff account whose member would receive a share may not post (403).
 */
export async function postShu(db: Database, actor: Actor, year: number): Promise<ShuPreview> {
  return db.transaction(async (tx) => {
    const decision = await lockShuYear(tx, year);
    if (!decision) throw noDecision(year);
    if (decision.postedAt) return toPreview(decision, await readPosted(tx, decision), true);
    // A decision stored before the year closed (or before its RAT) waits until both have happened.
    requireClosedYear(year, decision.ratDate);
    const distributed = distribute(decision, await readShuBases(tx, year));
    if (distributed.summary.undistributed > 0 || distributed.shares.length === 0) {
      throw new AppError(
        ErrorCode.CONFLICT,
        'Dana SHU tidak dapat dibagi habis: tidak ada anggota dengan dasar jasa modal atau jasa usaha untuk salah satu bagian',
      );
    }
    await refuseOwnDecision(tx, actor.id, 'posting', (linked) =>
      distributed.shares.some((share) => share.memberId === linked),
    );
    await insertShares(tx, year, distributed.shares);
    const memberIds = distributed.shares.map((share) => share.memberId);
    await lockMembersInOrder(tx, memberIds);
    const credited = await creditSukarelaInBulk(
      tx,
      'SHU',
      `shu:${year}`,
      `tahun ${year}`,
      distributed.shares.map((share) => ({ memberId: share.memberId, amount: share.total })),
    );
    if (credited.amount !== distributed.summary.totalShares) {
      throw new AppError(
        ErrorCode.CONFLICT,
        `SHU ${year} sudah pernah dikreditkan sebagian. Hubungi administrator.`,
      );
    }
    await postShuEntries(tx, {
      year,
      pool: decision.pool,
      credited: credited.amount,
      actor: `staff:${actor.id}`,
    });
    await notifyMembers(
      tx,
      distributed.shares.map((share) => ({
        memberId: share.memberId,
        header: SAVINGS_NOTICES.SHU_CREDITED,
        description: `SHU tahun ${year} sebesar ${formatRupiah(share.total)} (jasa modal ${formatRupiah(share.jasaModal)}, jasa usaha ${formatRupiah(share.jasaUsaha)}) telah dikreditkan ke Simpanan Sukarela Anda.`,
        applicationId: null,
      })),
      'bulk',
    );
    const [posted] = await tx
      .update(shuYears)
      .set({ postedAt: sql`now()`, postedByStaffId: actor.id, summary: distributed.summary })
      .where(sql`${shuYears.year} = ${year}`)
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'post-shu',
      entity: 'shu-year',
      entityId: year,
      after: { ...presentDecision(posted ?? decision), ...distributed.summary },
    });
    return toPreview(posted ?? decision, distributed, false);
  });
}

/** GET /admin/shu/{year}/export.csv: every share (as posted, or as the preview computes it), largest first. */
export async function exportShuCsv(db: Database, year: number): Promise<string> {
  const { shares } = await distributionOf(db, year);
  return stringify(
    [...shares]
      .sort(largestFirst)
      .map((share) => [
        share.nik,
        share.name,
        share.modalBasis,
        share.usahaBasis,
        share.jasaModal,
        share.jasaUsaha,
        share.total,
      ]),
    {
      header: true,
      columns: [
        'nik',
        'nama',
        'dasar_jasa_modal',
        'dasar_jasa_usaha',
        'jasa_modal',
        'jasa_usaha',
        'total_shu',
      ],
    },
  );
}
