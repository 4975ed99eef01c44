/** Longest slug the editor or slugify produces. */
export const BLOG_SLUG_MAX_LENGTH = 80;
/** What a slug must look like (the database checks the same pattern). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The months in Indonesian, January first, as the portal names them (e.g. in the blog's Archives list). */
export const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** An archive month `YYYY-MM` as the Archives list shows it: `November 2026`. */
export function formatArchiveMonth(archive: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(archive);
  const name = match ? MONTHS_ID[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : archive;
}

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
