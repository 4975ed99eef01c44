import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { files } from './files';
import { staff } from './staff';

/** Blog articles; body_html is sanitised on write by the content module. */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    category: text('category').notNull(),
    author: text('author').notNull(),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    bodyHtml: text('body_html').notNull(),
    status: text('status').notNull().default('DRAFT'),
    publishedAt: timestampTz('published_at'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    /** Who created it and the Idempotency-Key of that request: a repeated create gets the first article. */
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the key (plugins/idempotency.ts): a different one is refused. */
    requestHash: text('request_hash'),
  },
  (t) => [
    check('blog_articles_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
    check('blog_articles_published_check', sql`${t.status} <> 'PUBLISHED' or ${t.publishedAt} is not null`),
    check('blog_articles_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('blog_articles_published_idx').on(t.status, t.publishedAt),
    index('blog_articles_category_idx').on(t.category),
    unique('blog_articles_creator_idempotency_unique').on(t.createdBy, t.idempotencyKey),
  ],
);

/** Visitor comments, shown once an EDITOR approves them. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('PENDING'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    check('blog_comments_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    index('blog_comments_article_idx').on(t.articleId, t.status, t.createdAt),
  ],
);
