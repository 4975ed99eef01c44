import type { ContentListQuery, Page } from '@kopkar/domain';
import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%`, `_` and `\` typed in the search box are literal characters, not LIKE wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The WHERE of a back-office list search: the term anywhere in any of the columns (case-insensitive). */
export function searchIn(query: ContentListQuery, columns: PgColumn[]): SQL | undefined {
  if (!query.search) return undefined;
  const term = `%${escapeLike(query.search)}%`;
  return or(...columns.map((column) => ilike(column, term)));
}

export const offsetOf = (query: ContentListQuery) => (query.page - 1) * query.pageSize;

export function toPage<T>(items: T[], query: ContentListQuery, total: number): Page<T> {
  return { items, page: query.page, pageSize: query.pageSize, total };
}
