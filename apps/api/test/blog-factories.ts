import type { Database } from '../src/db/client';
import { blogArticles, blogComments } from '../src/db/schema';

let sequence = 0;

/** A published blog article (override any column); published now unless told otherwise. */
export async function createArticle(db: Database, overrides: Partial<typeof blogArticles.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(blogArticles)
    .values({
      slug: `artikel-uji-${sequence}-${Date.now().toString(36)}`,
      title: `Artikel Uji ${sequence}`,
      category: 'Umum',
      tags: ['uji'],
      author: 'Tim Redaksi',
      bodyHtml: '<p>Isi artikel uji.</p>',
      status: 'PUBLISHED',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('article insert returned no row');
  return row;
}

/** A visitor's comment on an article (PENDING unless told otherwise). */
export async function createComment(
  db: Database,
  articleId: number,
  overrides: Partial<typeof blogComments.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(blogComments)
    .values({
      articleId,
      name: `Pengunjung ${sequence}`,
      email: `pengunjung${sequence}@contoh.co.id`,
      body: `Komentar ${sequence}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('comment insert returned no row');
  return row;
}
