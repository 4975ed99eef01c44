import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { files } from './files';

/** FAQ accordion entries (Category, Answer). */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Organisation chart cards (ImagesPath, PIC, TitleName). */
export const orgChart = pgTable('org_chart', {
  id: serial('id').primaryKey(),
  photoFileId: integer('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
  pic: text('pic').notNull(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Promotion embeds shown on the landing page. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** Static pages: about, terms, privacy. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('pages_slug_check', sql`${t.slug} in ('about', 'terms', 'privacy')`)],
);
