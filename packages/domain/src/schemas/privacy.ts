import { z } from 'zod';
import { CONSENT_DOCUMENTS } from '../consent-versions';

const documentSchema = z.enum(CONSENT_DOCUMENTS, 'Dokumen persetujuan tidak dikenal');
const versionLabelSchema = z
  .string('Versi wajib diisi')
  .trim()
  .min(1, 'Versi wajib diisi')
  .max(20, 'Versi tidak valid');

/** One version of the terms or the privacy notice, as the gate and /account/data show it. */
export const consentVersionSchema = z.object({
  document: documentSchema,
  label: z.string(),
  version: z.string(),
  publishedOn: z.string(),
  changes: z.array(z.string()),
});

/** GET /privacy/consents: what is in force, what the member still has to accept, and what they accepted when. */
export const consentStatusSchema = z.object({
  current: z.array(consentVersionSchema),
  pending: z.array(consentVersionSchema),
  /** True when the member accepted some version before: the gate says "changed" instead of "before you start". */
  hasAcceptedBefore: z.boolean(),
  accepted: z.array(
    z.object({
      document: documentSchema,
      label: z.string(),
      version: z.string(),
      acceptedAt: z.string(),
    }),
  ),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

/**
 * POST /privacy/consents: the versions the member read and agreed to. Naming them (not "whatever is current")
 * means a version published while the gate was open is never accepted unseen: the API answers 409 instead.
 */
export const consentAcceptRequestSchema = z.object({
  versions: z
    .array(
      z.object({ document: documentSchema, version: versionLabelSchema }),
      'Versi yang disetujui wajib diisi',
    )
    .min(1, 'Pilih versi yang disetujui')
    .max(CONSENT_DOCUMENTS.length, 'Terlalu banyak versi'),
});
export type ConsentAcceptRequest = z.infer<typeof consentAcceptRequestSchema>;

/** How many document openings /account/data lists; older ones stay in the audit log and the ZIP export. */
export const DOCUMENT_VIEWS_LIMIT = 50;

/** GET /privacy/document-views: the latest openings of the member's documents by staff, newest first. */
export const documentViewsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      /** The staff member's role and job title at the time, e.g. `Human Capital (HC)`; never their name. */
      viewer: z.string(),
      document: z.string(),
      approvalNo: z.string().nullable(),
      viewedAt: z.string(),
    }),
  ),
  total: z.number().int().nonnegative(),
});
export type DocumentViews = z.infer<typeof documentViewsSchema>;
