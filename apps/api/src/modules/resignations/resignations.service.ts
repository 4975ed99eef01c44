import {
  ErrorCode,
  type MyResignation,
  RESIGNATION_MESSAGES,
  type Resignation,
  type ResignationRequest,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { buildClearanceQuote, publicQuote } from './resignation-quote';
import { presentResignation } from './resignations.presenter';
import {
  findLatestOfMember,
  findResignation,
  insertResignation,
  lockMemberRow,
  moveResignation,
} from './resignations.repository';

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);

/** GET /Keluar: today's clearance quote and the member's latest request (or null). */
export async function getMyResignation(db: Database, member: MemberRow): Promise<MyResignation> {
  const [quote, latest] = await Promise.all([
    buildClearanceQuote(db, member),
    findLatestOfMember(db, member.id),
  ]);
  return { quote: publicQuote(quote), request: latest ? presentResignation(latest) : null };
}

/**
 * POST /Keluar: asks to leave, under the member's lock (so no application or savings request slips in between
 * the check and the insert). Refused while something is in progress, when the figures the member agreed to are
 * no longer today's, or when a request is already open — the partial unique index decides the last one, however
 * many identical requests arrive at once.
 */
export async function requestResignation(
  db: Database,
  member: MemberRow,
  body: ResignationRequest,
): Promise<Resignation> {
  return db.transaction(async (tx) => {
    const locked = await lockMemberRow(tx, member.id);
    if (!locked?.isActive) throw notFound('Anggota tidak ditemukan');
    const quote = await buildClearanceQuote(tx, locked);
    if (quote.blockedReason) throw conflict(quote.blockedReason);
    if (quote.payout !== body.quotedPayout || quote.shortfall !== body.quotedShortfall) {
      throw conflict(RESIGNATION_MESSAGES.QUOTE_CHANGED);
    }
    const row = await insertResignation(tx, {
      memberId: member.id,
      note: body.note || null,
      quotedPayout: quote.payout,
      quotedShortfall: quote.shortfall,
      quoteValidUntil: quote.validUntil,
      quote: publicQuote(quote),
    });
    if (!row) throw conflict(RESIGNATION_MESSAGES.ALREADY_OPEN);
    await recordAudit(tx, {
      actor: { kind: 'member', id: member.id },
      action: 'request-resignation',
      entity: 'resignation',
      entityId: row.id,
      after: { quotedPayout: row.quotedPayout, quotedShortfall: row.quotedShortfall },
    });
    return presentResignation(row);
  });
}

/** POST /Keluar/{id}/batal: the member withdraws their own pending request (another member's reads as missing). */
export async function withdrawResignation(db: Database, member: MemberRow, id: number): Promise<Resignation> {
  return db.transaction(async (tx) => {
    await lockMemberRow(tx, member.id);
    const row = await findResignation(tx, id);
    if (!row || row.memberId !== member.id) throw notFound('Pengajuan keluar tidak ditemukan');
    const moved = await moveResignation(tx, id, 'PENDING', { status: 'WITHDRAWN', decidedAt: new Date() });
    if (!moved) throw conflict(RESIGNATION_MESSAGES.ALREADY_DECIDED);
    await recordAudit(tx, {
      actor: { kind: 'member', id: member.id },
      action: 'withdraw-resignation',
      entity: 'resignation',
      entityId: id,
      before: { status: row.status },
      after: { status: moved.status },
    });
    return presentResignation(moved);
  });
}
