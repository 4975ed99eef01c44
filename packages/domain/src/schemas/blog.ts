import { z } from 'zod';
import { BLOG_DEFAULT_SEARCH_BY, BLOG_SEARCH_BY } from '../blog-pagination';
import { BLOG_SLUG_MAX_LENGTH, BLOG_SLUG_PATTERN } from '../blog-text';
import { BLOG_DEFAULT_PAGE_SIZE, BLOG_PAGE_SIZES } from '../constants';
import { paginationQuerySchema } from './backoffice';
import { emailSchema, isoDateSchema, MAX_RECORD_ID, recordIdSchema } from './common';

/* ---------- limits (one definition, read by the schemas below and by the forms) ---------- */

/** Longest visitor name, e-mail and comment (characters). */
export const BLOG_COMMENT_NAME_MAX = 100;
export const BLOG_COMMENT_BODY_MAX = 2000;
/** `/blog/newest`: the list header shows two (docs/product/screens.md); the landing page may ask for a few more. */
export const BLOG_NEWEST_DEFAULT = 2;
export const BLOG_NEWEST_MAX = 12;
/** Longest search text (characters). */
export const BLOG_SEARCH_MAX = 100;
/** Article fields in the editor (characters). */
export const BLOG_TITLE_MAX = 200;
export const BLOG_CATEGORY_MAX = 60;
export const BLOG_AUTHOR_MAX = 120;
export const BLOG_TAG_MAX = 40;
export const BLOG_TAGS_MAX = 10;
/** Sanitised article HTML at most this many characters. */
export const BLOG_BODY_MAX = 200_000;
/** A cover image before re-encoding, bytes (strictly under). */
export const BLOG_COVER_MAX_BYTES = 5_000_000;
/**
 * Comments one client address may post per hour: a whole office behind one address stays under it on the busiest
 * article (docs/decisions/0013-per-address-limits.md); a flood from one address stops at two a minute.
 */
export const BLOG_COMMENTS_PER_HOUR = 120;
/** The setting that publishes visitors' comments without moderation (default: held for moderation). */
export const BLOG_COMMENTS_AUTO_PUBLISH_SETTING = 'blog.commentsAutoPublish';

const required = (max: number, label: string) =>
  z
    .string(`${label} wajib diisi`)
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

/** `YYYY-MM` of an archive month. */
export const archiveMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Format bulan YYYY-MM');

/* ---------- public calls (docs/product/api.md Content) ---------- */

/** A blog article with docs/product/data.md field names, plus the `slug` its URL carries. */
export const blogArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Cover image URL on this API, or null. */
  ImagesPath: z.string().nullable(),
  Tags: z.array(z.string()),
  TitleName: z.string(),
  WritenBy: z.string(),
  /** Publication date `YYYY-MM-DD` (Asia/Jakarta). */
  Createdate: z.string(),
  Category: z.string(),
  /** Publication month `YYYY-MM` (Asia/Jakarta): the Archives entry it falls under. */
  archive: z.string(),
  /** Sanitised HTML (allow-list on save; the browser sanitises again before rendering). */
  Blog_Description: z.string(),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

const pageSizeMessage = `Jumlah per halaman harus salah satu dari ${BLOG_PAGE_SIZES.join(', ')}`;
const wholeNumber = z.coerce.number().int();
const stop = { abort: true };
const lastSize = BLOG_PAGE_SIZES.length - 1;
/**
 * One of the page sizes of docs/product/limits.md, each its own option so that the document lists them. Below the
 * smallest and above the largest size the end option answers alone (so an unsafe integer also hears that); a value
 * between sizes is told the sizes, and text that is no whole number what a whole number is told.
 */
const blogPageSizeSchema = z.union(
  BLOG_PAGE_SIZES.map((size, index) =>
    wholeNumber
      .min(size, index === 0 ? pageSizeMessage : stop)
      .max(size, index === lastSize ? pageSizeMessage : stop),
  ),
  { error: (issue) => wholeNumber.safeParse(issue.input).error?.issues[0]?.message ?? pageSizeMessage },
);

/** GET /blog/paginate query (docs/product/api.md), plus the Archives and Category filters of the /blog page. */
export const blogPaginateQuerySchema = z.object({
  limit: blogPageSizeSchema.default(BLOG_DEFAULT_PAGE_SIZE),
  searchBy: z.enum(BLOG_SEARCH_BY, 'Cari berdasarkan TitleName atau All').default(BLOG_DEFAULT_SEARCH_BY),
  searchParam: z.string().max(BLOG_SEARCH_MAX).default(''),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  category: z.string().trim().max(BLOG_CATEGORY_MAX).optional(),
  archive: archiveMonthSchema.optional(),
});
export type BlogPaginateQuery = z.infer<typeof blogPaginateQuerySchema>;

/** GET /blog/paginate reply `data` (Laravel's paginator names, as docs/product/api.md lists them). */
export const blogPageSchema = z.object({
  data: z.array(blogArticleSchema),
  current_page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  prev_page_url: z.string().nullable(),
  next_page_url: z.string().nullable(),
  total: z.number().int(),
});
export type BlogPage = z.infer<typeof blogPageSchema>;

/** GET /blog/newest query. */
export const blogNewestQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(BLOG_NEWEST_MAX).default(BLOG_NEWEST_DEFAULT),
});
/** GET /blog/newest reply `data`: published articles, newest first. */
export const blogNewestSchema = z.array(blogArticleSchema);

/** GET /blog/archive reply `data`: months with published articles, newest first. */
export const blogArchiveEntrySchema = z.object({
  archive: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  total: z.number().int(),
});
export type BlogArchiveEntry = z.infer<typeof blogArchiveEntrySchema>;

/** GET /blog/category reply `data`: categories with published articles, by name. */
export const blogCategoryEntrySchema = z.object({ Category: z.string(), total: z.number().int() });
export type BlogCategoryEntry = z.infer<typeof blogCategoryEntrySchema>;

/** GET /blog/{id}: by numeric id (docs/product/api.md) or by slug (the URL of /blog/slug). */
export const blogArticleParamSchema = z.object({
  id: z.union([
    recordIdSchema,
    z.string().max(BLOG_SLUG_MAX_LENGTH).regex(BLOG_SLUG_PATTERN, 'Artikel tidak ditemukan'),
  ]),
});

/** An approved comment as the public sees it: never the e-mail or the IP address. */
export const blogCommentSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  komentar: z.string(),
  /** ISO timestamp. */
  created_at: z.string(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

/**
 * The agree box as a form or an older client sends it: true, 1, '1', 'true' or 'on' (the document lists them);
 * anything else is "no", and refused. A form holds its box as it likes before sending (it starts unticked), so
 * the input type stays open.
 */
const agreedSchema: z.ZodType<true, unknown> = z
  .literal([true, 1, '1', 'true', 'on'], 'Centang persetujuan terlebih dahulu')
  .transform(() => true as const);

/** POST /blog/comment (docs/product/data.md, §5): every field required; plain text, stored as typed (trimmed). */
export const blogCommentRequestSchema = z.object({
  id_blog: z.coerce
    .number('Artikel wajib dipilih')
    .int()
    .positive('Artikel wajib dipilih')
    .max(MAX_RECORD_ID, 'Artikel tidak ditemukan'),
  nama: required(BLOG_COMMENT_NAME_MAX, 'Nama'),
  email: emailSchema,
  komentar: required(BLOG_COMMENT_BODY_MAX, 'Komentar'),
  setuju: agreedSchema,
});
export type BlogCommentRequest = z.input<typeof blogCommentRequestSchema>;

/** POST /blog/comment reply `data`: the comment and whether it shows now or waits for moderation. */
export const blogCommentReplySchema = blogCommentSchema.extend({
  status: z.enum(['PENDING', 'APPROVED']),
});
export type BlogCommentReply = z.infer<typeof blogCommentReplySchema>;

/* ---------- back office (EDITOR, ADMIN) ---------- */

export const BLOG_ARTICLE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type BlogArticleStatus = (typeof BLOG_ARTICLE_STATUSES)[number];
export const BLOG_COMMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type BlogCommentStatus = (typeof BLOG_COMMENT_STATUSES)[number];

export const adminBlogListQuerySchema = paginationQuerySchema.extend({
  /** Matches title, slug, category, author or tag. */
  q: z.string().trim().max(BLOG_SEARCH_MAX).optional(),
  status: z.enum([...BLOG_ARTICLE_STATUSES, 'all']).default('all'),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

/** A slug as it is stored (after trimming and lower-casing, which the document cannot show), or nothing. */
const SLUG_OR_EMPTY = new RegExp(`^(?:${BLOG_SLUG_PATTERN.source.slice(1, -1)})?$`);

/** Create or edit an article; an empty slug is generated from the title. */
export const blogArticleInputSchema = z.object({
  title: required(BLOG_TITLE_MAX, 'Judul'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(BLOG_SLUG_MAX_LENGTH, `Slug maksimal ${BLOG_SLUG_MAX_LENGTH} karakter`)
    .regex(SLUG_OR_EMPTY, 'Slug hanya huruf kecil, angka dan tanda -')
    .default(''),
  category: required(BLOG_CATEGORY_MAX, 'Kategori'),
  tags: z
    .array(required(BLOG_TAG_MAX, 'Tag'))
    .max(BLOG_TAGS_MAX, `Maksimal ${BLOG_TAGS_MAX} tag`)
    .default([]),
  author: required(BLOG_AUTHOR_MAX, 'Penulis'),
  bodyHtml: required(BLOG_BODY_MAX, 'Isi artikel'),
  /** Publication date (Asia/Jakarta); used when the article is published. Null: the day it is published. */
  publishDate: isoDateSchema.nullable().default(null),
});
export type BlogArticleInput = z.input<typeof blogArticleInputSchema>;

/** POST /admin/blog/{id}/publish: optionally on another date than the stored one (a future date schedules). */
export const blogPublishRequestSchema = z
  .object({ publishDate: isoDateSchema.nullable().optional() })
  .default({});

/** POST /admin/blog/{id}/cover: a base64 data URL (JPG, PNG, GIF or WEBP; re-encoded by the server). */
export const blogCoverRequestSchema = z.object({
  image: z
    .string()
    .min(1, 'Pilih gambar sampul')
    .max(Math.ceil((BLOG_COVER_MAX_BYTES * 4) / 3) + 100, 'Gambar sampul maksimal 5 MB'),
});

/** An article as the editor sees it. */
export const adminBlogArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  bodyHtml: z.string(),
  status: z.enum(BLOG_ARTICLE_STATUSES),
  /** ISO timestamp, or null for a draft never published. */
  publishedAt: z.string().nullable(),
  /** URL of the cover image, or null. */
  coverUrl: z.string().nullable(),
  pendingComments: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogArticle = z.infer<typeof adminBlogArticleSchema>;

export const adminBlogCommentListQuerySchema = paginationQuerySchema.extend({
  /** Matches the name, e-mail, comment or article title. */
  q: z.string().trim().max(BLOG_SEARCH_MAX).optional(),
  status: z.enum([...BLOG_COMMENT_STATUSES, 'all']).default('PENDING'),
  articleId: recordIdSchema.optional(),
});
export type AdminBlogCommentListQuery = z.infer<typeof adminBlogCommentListQuerySchema>;

/** A comment in the moderation queue (editors see the e-mail to judge it; the public never does). */
export const adminBlogCommentSchema = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  articleTitle: z.string(),
  articleSlug: z.string(),
  name: z.string(),
  email: z.string(),
  body: z.string(),
  status: z.enum(BLOG_COMMENT_STATUSES),
  createdAt: z.string(),
});
export type AdminBlogComment = z.infer<typeof adminBlogCommentSchema>;

/** GET/PUT /admin/blog/comment-settings. */
export const blogCommentSettingsSchema = z.object({ autoPublish: z.boolean() });
export type BlogCommentSettings = z.infer<typeof blogCommentSettingsSchema>;
