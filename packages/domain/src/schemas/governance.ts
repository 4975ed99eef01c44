import { z } from 'zod';
import { isoDateSchema, recordIdSchema } from './common';

/**
 * Governance documents (`/dokumen`): the cooperative's AD/ART, RAT reports and minutes per
 * year, and announcements, uploaded by ADMIN as PDF and readable by signed-in members only.
 */
export const GOVERNANCE_DOCUMENT_KINDS = ['AD_ART', 'LAPORAN_RAT', 'NOTULEN_RAT', 'PENGUMUMAN'] as const;
export type GovernanceDocumentKind = (typeof GOVERNANCE_DOCUMENT_KINDS)[number];

/** Indonesian names of the kinds, in the order members see them. */
export const GOVERNANCE_KIND_LABELS: Record<GovernanceDocumentKind, string> = {
  AD_ART: 'AD/ART',
  LAPORAN_RAT: 'Laporan RAT',
  NOTULEN_RAT: 'Notulen RAT',
  PENGUMUMAN: 'Pengumuman',
};

/** A RAT report or its minutes belongs to a fiscal year; AD/ART and announcements may name one. */
export const GOVERNANCE_KINDS_WITH_YEAR: readonly GovernanceDocumentKind[] = ['LAPORAN_RAT', 'NOTULEN_RAT'];
export const isYearRequiredFor = (kind: GovernanceDocumentKind) => GOVERNANCE_KINDS_WITH_YEAR.includes(kind);

export const GOVERNANCE_TITLE_MAX = 150;
export const GOVERNANCE_YEAR_MIN = 2000;
export const GOVERNANCE_YEAR_MAX = 2100;
/** An uploaded PDF must be strictly under this many bytes (after base64 decoding): 10 MB. */
export const GOVERNANCE_PDF_MAX_BYTES = 10_000_000;
/** The longest base64 data URL a PDF under the limit can be (4 characters per 3 bytes, plus the prefix). */
export const GOVERNANCE_PDF_MAX_CHARS = Math.ceil((GOVERNANCE_PDF_MAX_BYTES * 4) / 3) + 100;

const kindSchema = z.enum(GOVERNANCE_DOCUMENT_KINDS, 'Pilih jenis dokumen');
const yearSchema = z
  .number('Tahun harus berupa angka')
  .int('Tahun tidak valid')
  .min(GOVERNANCE_YEAR_MIN, `Tahun minimal ${GOVERNANCE_YEAR_MIN}`)
  .max(GOVERNANCE_YEAR_MAX, `Tahun maksimal ${GOVERNANCE_YEAR_MAX}`);

/** Title, kind, year and published date: what ADMIN enters on upload and may correct later. */
const governanceMetadataShape = {
  kind: kindSchema,
  title: z
    .string('Judul wajib diisi')
    .trim()
    .min(1, 'Judul wajib diisi')
    .max(GOVERNANCE_TITLE_MAX, `Judul maksimal ${GOVERNANCE_TITLE_MAX} karakter`),
  year: yearSchema.nullable().default(null),
  publishedOn: isoDateSchema,
};

/** What requireYearOfRatDocuments checks, for the API document. */
const YEAR_RULE = `\`year\` is required when \`kind\` is ${GOVERNANCE_KINDS_WITH_YEAR.join(' or ')} (422 otherwise).`;

const requireYearOfRatDocuments = (
  value: { kind: GovernanceDocumentKind; year: number | null },
  context: z.RefinementCtx,
) => {
  if (isYearRequiredFor(value.kind) && value.year === null) {
    context.addIssue({
      code: 'custom',
      path: ['year'],
      message: `Tahun wajib diisi untuk ${GOVERNANCE_KIND_LABELS[value.kind]}`,
    });
  }
};

/** PUT /admin/governance-documents/{id}: corrected title, kind, year and published date (the PDF stays). */
export const governanceDocumentUpdateSchema = z
  .object(governanceMetadataShape)
  .superRefine(requireYearOfRatDocuments)
  .meta({ description: YEAR_RULE });
export type GovernanceDocumentUpdate = z.infer<typeof governanceDocumentUpdateSchema>;

/** POST /admin/governance-documents: the metadata and the PDF as a base64 data URL. */
export const governanceDocumentCreateSchema = z
  .object({
    ...governanceMetadataShape,
    file: z
      .string('Pilih file PDF')
      .min(1, 'Pilih file PDF')
      .max(GOVERNANCE_PDF_MAX_CHARS, 'File PDF maksimal 10 MB'),
  })
  .superRefine(requireYearOfRatDocuments)
  .meta({ description: YEAR_RULE });
export type GovernanceDocumentCreate = z.infer<typeof governanceDocumentCreateSchema>;

export const governanceDocumentParamSchema = z.object({ documentId: recordIdSchema });

/** One document as a member sees it (the PDF itself comes from GET /Dokumen/{documentId}/file). */
export const governanceDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GOVERNANCE_DOCUMENT_KINDS),
  title: z.string(),
  year: z.number().int().nullable(),
  publishedOn: z.string(),
  sizeBytes: z.number().int(),
});
export type GovernanceDocument = z.infer<typeof governanceDocumentSchema>;

/** GET /Dokumen: the documents grouped by kind (fixed order), then by year (newest first, no year last). */
export const governanceDocumentGroupsSchema = z.array(
  z.object({
    kind: z.enum(GOVERNANCE_DOCUMENT_KINDS),
    label: z.string(),
    years: z.array(
      z.object({ year: z.number().int().nullable(), documents: z.array(governanceDocumentSchema) }),
    ),
  }),
);
export type GovernanceDocumentGroups = z.infer<typeof governanceDocumentGroupsSchema>;

/** A document in the back office, with when it was uploaded and last changed. */
export const adminGovernanceDocumentSchema = governanceDocumentSchema.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminGovernanceDocument = z.infer<typeof adminGovernanceDocumentSchema>;
export const adminGovernanceDocumentListSchema = z.array(adminGovernanceDocumentSchema);

const newestFirst = (a: GovernanceDocument, b: GovernanceDocument) =>
  b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id;

/**
 * Groups documents for the member's page: kinds in GOVERNANCE_DOCUMENT_KINDS order (empty kinds left out), years
 * newest first with undated documents last, and the newest published document first within a year.
 */
export function groupGovernanceDocuments(documents: readonly GovernanceDocument[]): GovernanceDocumentGroups {
  return GOVERNANCE_DOCUMENT_KINDS.flatMap((kind) => {
    const ofKind = documents.filter((document) => document.kind === kind);
    if (ofKind.length === 0) return [];
    const years = [...new Set(ofKind.map((document) => document.year))].sort(
      (a, b) => (b ?? Number.NEGATIVE_INFINITY) - (a ?? Number.NEGATIVE_INFINITY),
    );
    return [
      {
        kind,
        label: GOVERNANCE_KIND_LABELS[kind],
        years: years.map((year) => ({
          year,
          documents: ofKind.filter((document) => document.year === year).sort(newestFirst),
        })),
      },
    ];
  });
}
