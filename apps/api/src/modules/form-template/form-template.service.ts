import {
  ErrorCode,
  FORM_TEMPLATE_MAX_BYTES,
  FORM_TEMPLATE_TOO_LARGE,
  type FormTemplateStatus,
  type FormTemplateUpload,
} from '@kopkar/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, formTemplates } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { prepareUpload, storeFile, type UploadRule } from '../../plugins/uploads';
import type { Actor } from '../backoffice/backoffice-guard';

/** PDF only, kept as sent after the PDF checks (active content, trailing data, encryption refused). */
const TEMPLATE_PDF: UploadRule = {
  accepts: 'pdf',
  maxBytes: FORM_TEMPLATE_MAX_BYTES,
  tooLargeMessage: FORM_TEMPLATE_TOO_LARGE,
  resize: 'document',
};

/** The template members get: the latest upload, with its file's size. */
async function findCurrentTemplate(db: Pick<Database, 'select'>) {
  const [row] = await db
    .select({ fileId: formTemplates.fileId, uploadedAt: formTemplates.createdAt, sizeBytes: files.sizeBytes })
    .from(formTemplates)
    .innerJoin(files, eq(files.id, formTemplates.fileId))
    .orderBy(desc(formTemplates.createdAt), desc(formTemplates.id))
    .limit(1);
  return row;
}

/** Whether a blank Form Pengajuan can be downloaded (step 3 says so instead of linking nothing). */
export async function readTemplateStatus(db: Database): Promise<FormTemplateStatus> {
  const current = await findCurrentTemplate(db);
  return {
    isAvailable: Boolean(current),
    sizeBytes: current?.sizeBytes ?? null,
    uploadedAt: current?.uploadedAt.toISOString() ?? null,
  };
}

/** The current template's PDF, or 404 when ADMIN has not uploaded one. */
export async function readTemplatePdf(db: Database) {
  const current = await findCurrentTemplate(db);
  if (!current) throw notFound('Form Pengajuan belum tersedia');
  const [file] = await db
    .select({ data: files.data, mime: files.mime })
    .from(files)
    .where(eq(files.id, current.fileId));
  if (!file) throw notFound('Form Pengajuan belum tersedia');
  return file;
}

/**
 * PUT /admin/form-pengajuan-template: checks the PDF (before the transaction: parsing may take a moment), stores it
 * as the template members get from now on, audited. Earlier uploads stay as history.
 */
export async function uploadTemplate(
  db: Database,
  actor: Actor,
  input: FormTemplateUpload,
): Promise<FormTemplateStatus> {
  const pdf = await prepareUpload(input.file, TEMPLATE_PDF);
  await db.transaction(async (tx) => {
    const fileId = await storeFile(tx, pdf, { kind: 'staff', id: actor.id, purpose: 'TEMPLATE' });
    const [row] = await tx
      .insert(formTemplates)
      .values({ fileId, uploadedBy: actor.id })
      .returning({ id: formTemplates.id });
    if (!row) throw new AppError(ErrorCode.INTERNAL, 'Form Pengajuan gagal disimpan');
    await recordAudit(tx, {
      actor,
      action: 'upload-form-template',
      entity: 'form-template',
      entityId: row.id,
      after: { fileId, sizeBytes: pdf.data.length },
    });
  });
  return readTemplateStatus(db);
}
