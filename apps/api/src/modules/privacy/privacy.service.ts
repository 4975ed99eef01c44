import {
  type ConsentAcceptRequest,
  currentConsentVersions,
  DOCUMENT_VIEWS_LIMIT,
  ErrorCode,
  pendingConsentVersions,
  todayInJakarta,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import {
  type DocumentViewDetails,
  presentAcceptances,
  presentConsentStatus,
  presentDocumentViews,
  viewerOf,
} from './privacy.presenter';
import {
  DOCUMENT_VIEW_ACTION,
  insertAcceptances,
  insertActivationAcceptances,
  listAcceptances,
  listDocumentViews,
} from './privacy.repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** GET /privacy/consents: the versions in force, those the member still has to accept, and their history. */
export async function getConsentStatus(db: Database, memberId: number, today = todayInJakarta()) {
  const accepted = await listAcceptances(db, memberId);
  const narrowed = accepted.map((row) => ({ ...row, document: row.document as 'TERMS' | 'PRIVACY' }));
  return presentConsentStatus(
    currentConsentVersions(today),
    pendingConsentVersions(narrowed, today),
    narrowed,
  );
}

/**
 * POST /privacy/consents: the member accepts the versions they were shown. Every version named must be the one
 * in force now (else 409: a newer one was published while the page was open, and must be read first); accepting
 * again is harmless and answers the same status (a double click, a retry after a lost reply).
 */
export async function acceptConsents(
  db: Database,
  memberId: number,
  request: ConsentAcceptRequest,
  today = todayInJakarta(),
) {
  const current = currentConsentVersions(today);
  for (const named of request.versions) {
    const inForce = current.find((entry) => entry.document === named.document);
    if (!inForce || inForce.version !== named.version) {
      throw new AppError(
        ErrorCode.CONFLICT,
        'Versi dokumen sudah diperbarui. Muat ulang halaman dan baca versi terbaru sebelum menyetujui.',
      );
    }
  }
  await insertAcceptances(db, memberId, request.versions, 'GATE');
  return getConsentStatus(db, memberId, today);
}

/** Called by auth when an HR-imported member sets their first password (the activation screen says so). */
export async function acceptCurrentVersionsOnActivation(tx: Tx, memberId: number, today = todayInJakarta()) {
  await insertActivationAcceptances(tx, memberId, currentConsentVersions(today));
}

/** The member's acceptances for their data export (`consents` in data.json), oldest first. */
export async function listConsentsForExport(db: Database, memberId: number) {
  const rows = await listAcceptances(db, memberId);
  return rows.map((row) => ({ ...presentAcceptances([row])[0], source: row.source }));
}

/**
 * Writes "who opened which of the member's documents, when" to the audit log (UU PDP: the member may see it).
 * Called by the route that sent the file, after access was granted; the role and job title are kept as they were
 * then, so a later promotion does not rewrite who looked.
 */
export async function recordDocumentView(db: Database, view: DocumentViewDetails) {
  await recordAudit(db, {
    actor: { kind: 'staff', id: view.staff.id },
    action: DOCUMENT_VIEW_ACTION,
    entity: 'member',
    entityId: view.memberId,
    after: {
      document: view.document,
      fileId: view.fileId,
      approvalNo: view.approvalNo,
      staffRole: view.staff.role,
      viewer: viewerOf(view.staff),
    },
  });
}

/** GET /privacy/document-views: the newest openings of the member's documents, capped (the export has all). */
export async function getDocumentViews(db: Database, memberId: number) {
  const { rows, total } = await listDocumentViews(db, memberId, DOCUMENT_VIEWS_LIMIT);
  return presentDocumentViews(rows, total);
}

/** Every opening of the member's documents for their data export (`documentViews` in data.json). */
export async function listDocumentViewsForExport(db: Database, memberId: number) {
  const { rows, total } = await listDocumentViews(db, memberId, Number.MAX_SAFE_INTEGER);
  return presentDocumentViews(rows, total).items;
}
