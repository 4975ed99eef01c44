import { z } from 'zod';

/**
 * The blank "Form Pengajuan" (step 3 of the loan form): ADMIN uploads it as a PDF, signed-in members download it
 * from step 3, fill it in and upload it back. The latest upload is the one members get.
 */

/** The uploaded PDF must be strictly under this many bytes (after base64 decoding): 2 MB. */
export const FORM_TEMPLATE_MAX_BYTES = 2_000_000;
/** The longest base64 data URL a PDF under the limit can be (4 characters per 3 bytes, plus the prefix). */
export const FORM_TEMPLATE_MAX_CHARS = Math.ceil((FORM_TEMPLATE_MAX_BYTES * 4) / 3) + 100;
export const FORM_TEMPLATE_TOO_LARGE = 'File PDF terlalu besar, maksimal 2 MB';

/** PUT /admin/form-pengajuan-template: the PDF as a base64 data URL. */
export const formTemplateUploadSchema = z.object({
  file: z
    .string('Pilih file PDF')
    .min(1, 'Pilih file PDF')
    .max(FORM_TEMPLATE_MAX_CHARS, FORM_TEMPLATE_TOO_LARGE),
});
export type FormTemplateUpload = z.infer<typeof formTemplateUploadSchema>;

/** GET /FormPengajuanTemplate (members) and the ADMIN page: whether there is a template to download. */
export const formTemplateStatusSchema = z.object({
  isAvailable: z.boolean(),
  sizeBytes: z.number().int().nullable(),
  /** ISO timestamp of the upload members get, null when none. */
  uploadedAt: z.string().nullable(),
});
export type FormTemplateStatus = z.infer<typeof formTemplateStatusSchema>;
