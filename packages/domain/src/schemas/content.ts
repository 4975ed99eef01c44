import { z } from 'zod';
import { paginationQuerySchema } from './backoffice';

/** Static pages of docs/product/screens.md "Other pages" editable in the back office. */
export const PAGE_SLUGS = ['about', 'terms', 'privacy'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
export const pageSlugParamSchema = z.object({ slug: z.enum(PAGE_SLUGS, 'Halaman tidak dikenal') });

/** Limits shared by the API and the editor forms. */
export const CONTENT_TITLE_MAX = 160;
export const CONTENT_HTML_MAX_CHARS = 100_000;
export const FAQ_CATEGORY_MAX = 120;
export const CONTENT_SORT_MAX = 9_999;
/** Editor images (org chart photos, product pictures): bytes after base64 decoding. */
export const CONTENT_IMAGE_MAX_BYTES = 2_000_000;

// ---- public replies (docs/product/data.md and docs/product/api.md field names) ----

/** GET /ochart item: org chart entry (id, ImagesPath, PIC, TitleName). */
export const orgChartEntrySchema = z.object({
  id: z.number().int(),
  ImagesPath: z.string().nullable(),
  PIC: z.string(),
  TitleName: z.string(),
});
export type OrgChartEntry = z.infer<typeof orgChartEntrySchema>;
/** GET /FAQ item: one accordion category (the answers load through /FAQ/Detail). */
export const faqCategorySchema = z.object({ id: z.number().int(), Category: z.string() });
export type FaqCategory = z.infer<typeof faqCategorySchema>;
/** POST /FAQ/Detail item: an answer of the category (HTML, sanitised on save). */
export const faqAnswerSchema = z.object({ id: z.number().int(), Category: z.string(), Answer: z.string() });
export type FaqAnswer = z.infer<typeof faqAnswerSchema>;
/** GET /promotion item: an active promotion page to embed (https only). */
export const promotionSchema = z.object({ id: z.number().int(), Title: z.string(), URL: z.string() });
export type Promotion = z.infer<typeof promotionSchema>;
/** GET /pages/{slug}: about, terms or privacy. */
export const staticPageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string(),
  bodyHtml: z.string(),
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

/** POST /FAQ/Detail body (by Category, docs/product/api.md). */
export const faqDetailRequestSchema = z.object({
  Category: z.string().trim().min(1, 'Kategori wajib diisi').max(FAQ_CATEGORY_MAX),
});
export type FaqDetailRequest = z.infer<typeof faqDetailRequestSchema>;

// ---- back office (EDITOR, ADMIN) ----

const title = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(CONTENT_TITLE_MAX, `${label} maksimal ${CONTENT_TITLE_MAX} karakter`);
const html = z
  .string()
  .trim()
  .min(1, 'Isi wajib diisi')
  .max(CONTENT_HTML_MAX_CHARS, `Isi maksimal ${CONTENT_HTML_MAX_CHARS} karakter`);
const sort = z.number().int().min(0).max(CONTENT_SORT_MAX);
/** A new image as a base64 data URL (re-encoded on the server), or null to remove the current one. */
const imageUpload = z
  .string()
  .min(1)
  .max(Math.ceil((CONTENT_IMAGE_MAX_BYTES * 4) / 3) + 100)
  .nullable();

/** https only: an editor can never embed a plain-http or `javascript:` page. */
export const httpsUrlSchema = z
  .url({ protocol: /^https$/, error: 'URL harus diawali https://' })
  .max(2000, 'URL terlalu panjang');

/** List query of every content list in the back office: page, size and a free-text search. */
export const contentListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const faqInputSchema = z.object({
  category: z.string().trim().min(1, 'Kategori wajib diisi').max(FAQ_CATEGORY_MAX),
  answerHtml: html,
  sort: sort.default(0),
});
export type FaqInput = z.infer<typeof faqInputSchema>;
export const faqPatchSchema = faqInputSchema.partial();
export type FaqPatch = z.infer<typeof faqPatchSchema>;
export type AdminFaq = { id: number; category: string; answerHtml: string; sort: number };

export const orgChartInputSchema = z.object({
  pic: title('Nama PIC'),
  title: title('Jabatan'),
  sort: sort.default(0),
  photo: imageUpload.optional(),
});
export type OrgChartInput = z.infer<typeof orgChartInputSchema>;
export const orgChartPatchSchema = orgChartInputSchema.partial();
export type OrgChartPatch = z.infer<typeof orgChartPatchSchema>;
export type AdminOrgChartEntry = {
  id: number;
  pic: string;
  title: string;
  sort: number;
  photoUrl: string | null;
};

export const promotionInputSchema = z.object({
  title: title('Judul'),
  url: httpsUrlSchema,
  isActive: z.boolean().default(true),
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;
export const promotionPatchSchema = promotionInputSchema.partial();
export type PromotionPatch = z.infer<typeof promotionPatchSchema>;
export type AdminPromotion = { id: number; title: string; url: string; isActive: boolean; createdAt: string };

export const pageInputSchema = z.object({ title: title('Judul'), bodyHtml: html });
export type PageInput = z.infer<typeof pageInputSchema>;

/** PUT /admin/content/faq-categories: renames a category on all of its answers. */
export const faqCategoryRenameSchema = z.object({
  from: z.string().trim().min(1).max(FAQ_CATEGORY_MAX),
  to: z.string().trim().min(1, 'Kategori baru wajib diisi').max(FAQ_CATEGORY_MAX),
});
export type FaqCategoryRename = z.infer<typeof faqCategoryRenameSchema>;

/** PUT /admin/content/faq-categories reply: how many answers now carry the new category. */
export const faqCategoryRenameReplySchema = z.object({ renamed: z.number().int() });
