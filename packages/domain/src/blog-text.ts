/** Longest slug the editor or slugify produces. */
export const BLOG_SLUG_MAX_LENGTH = 80;
/** What a slug must look like (the database checks the same pattern). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A URL slug from an article title: lower case ASCII letters and digits joined by single dashes, accents dropped
 * (`Cara Mengajukan Pinjaman – Édisi 2` → `cara-mengajukan-pinjaman-edisi-2`), at most 80 characters; `artikel`
 * when nothing is left.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  return slug || 'artikel';
}
