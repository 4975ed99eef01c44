import {
  type AdminGovernanceDocument,
  ErrorCode,
  GOVERNANCE_PDF_MAX_BYTES,
  type GovernanceDocumentCreate,
  type GovernanceDocumentGroups,
  type GovernanceDocumentUpdate,
  groupGovernanceDocuments,
} from '@kopkar/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { governanceDocuments, staff } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { findReplay, type IdempotentRequest, idempotencyColumns } from '../../plugins/idempotency';
import { deleteFiles, prepareUpload, storeFile, type UploadRule } from '../../plugins/uploads';
import type { Actor } from '../backoffice/backoffice-guard';
import {
  auditViewOf,
  downloadNameOf,
  presentAdminGovernanceDocument,
  presentGovernanceDocument,
} from './governance.presenter';
import {
  findGovernanceDocument,
  findGovernanceFile,
  type GovernanceDocumentRow,
  listGovernanceDocuments,
} from './governance.repository';

/** PDF only, kept as sent after the PDF checks (active content, trailing data, encryption refused). */
const GOVERNANCE_PDF: UploadRule = {
  accepts: 'pdf',
  maxBytes: GOVERNANCE_PDF_MAX_BYTES,
  tooLargeMessage: 'File PDF terlalu besar, maksimal 10 MB',
  resize: 'document',
};

const missing = () => notFound('Dokumen tidak ditemukan');

/** GET /Dokumen: every document, grouped by kind and year for the member's page. */
export async function listDocumentsForMembers(db: Database): Promise<GovernanceDocumentGroups> {
  return groupGovernanceDocuments((await listGovernanceDocuments(db)).map(presentGovernanceDocument));
}

/** The PDF of a document with its download name, or 404. */
export async function readGovernancePdf(db: Database, id: number) {
  const file = await findGovernanceFile(db, id);
  if (!file) throw missing();
  return { file: { data: file.data, mime: file.mime }, name: downloadNameOf(id, file.kind, file.year) };
}

export async function listDocumentsForAdmin(db: Database): Promise<AdminGovernanceDocument[]> {
  return (await listGovernanceDocuments(db)).map(presentAdminGovernanceDocument);
}

async function reread(db: Pick<Database, 'select'>, id: number): Promise<GovernanceDocumentRow> {
  const row = await findGovernanceDocument(db, id);
  if (!row) throw new AppError(ErrorCode.INTERNAL, 'Dokumen gagal disimpan');
  return row;
}

/**
 * POST /admin/governance-documents: checks the PDF (before the transaction: parsing may take a moment), stores it
 * and the document, audited. A repeated Idempotency-Key of the same ADMIN (a double click on "Unggah") gets the
 * document the first request made, if it asked for the same (else 422); the account's row lock makes a concurrent
 * repeat wait for it.
 */
export async function createGovernanceDocument(
  db: Database,
  actor: Actor,
  input: GovernanceDocumentCreate,
  idempotency?: IdempotentRequest,
): Promise<AdminGovernanceDocument> {
  const pdf = await prepareUpload(input.file, GOVERNANCE_PDF);
  const id = await db.transaction(async (tx) => {
    if (idempotency) {
      await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, actor.id)).for('update');
      const earlier = await findReplay(idempotency, async (key) => {
        const [row] = await tx
          .select({ id: governanceDocuments.id, requestHash: governanceDocuments.requestHash })
          .from(governanceDocuments)
          .where(
            and(eq(governanceDocuments.createdBy, actor.id), eq(governanceDocuments.idempotencyKey, key)),
          );
        return row;
      });
      if (earlier) return earlier.id;
    }
    const fileId = await storeFile(tx, pdf, { kind: 'staff', id: actor.id, purpose: 'GOVERNANCE' });
    const [row] = await tx
      .insert(governanceDocuments)
      .values({
        kind: input.kind,
        title: input.title,
        year: input.year,
        publishedOn: input.publishedOn,
        fileId,
        createdBy: actor.id,
        ...idempotencyColumns(idempotency),
      })
      .returning({ id: governanceDocuments.id });
    if (!row) throw new AppError(ErrorCode.INTERNAL, 'Dokumen gagal disimpan');
    await recordAudit(tx, {
      actor,
      action: 'create-governance-document',
      entity: 'governance-document',
      entityId: row.id,
      after: auditViewOf(await reread(tx, row.id)),
    });
    return row.id;
  });
  return presentAdminGovernanceDocument(await reread(db, id));
}

/** PUT /admin/governance-documents/{id}: corrects the title, kind, year or published date (audited). */
export async function updateGovernanceDocument(
  db: Database,
  actor: Actor,
  id: number,
  input: GovernanceDocumentUpdate,
): Promise<AdminGovernanceDocument> {
  return db.transaction(async (tx) => {
    const before = await findGovernanceDocument(tx, id, true);
    if (!before) throw missing();
    await tx
      .update(governanceDocuments)
      .set({
        kind: input.kind,
        title: input.title,
        year: input.year,
        publishedOn: input.publishedOn,
        updatedAt: sql`now()`,
      })
      .where(eq(governanceDocuments.id, id));
    const after = await reread(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'update-governance-document',
      entity: 'governance-document',
      entityId: id,
      before: auditViewOf(before),
      after: auditViewOf(after),
    });
    return presentAdminGovernanceDocument(after);
  });
}

/** DELETE /admin/governance-documents/{id}: the document and its PDF go together (audited, metadata kept there). */
export async function deleteGovernanceDocument(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findGovernanceDocument(tx, id, true);
    if (!before) throw missing();
    await tx.delete(governanceDocuments).where(eq(governanceDocuments.id, id));
    await deleteFiles(tx, [before.fileId], 'GOVERNANCE');
    await recordAudit(tx, {
      actor,
      action: 'delete-governance-document',
      entity: 'governance-document',
      entityId: id,
      before: auditViewOf(before),
    });
  });
}
