import { describe, expect, it } from 'vitest';
import {
  BLOG_SEARCH_FIELDS,
  escapeLikePattern,
  isBlogPageSize,
  normaliseBlogSearch,
  paginateBlog,
} from './blog-pagination';
import { slugify } from './blog-text';
import { blogCommentRequestSchema, blogPaginateQuerySchema } from './schemas/blog';

// total, page, size → current, last, offset, prev, next, beyond — one line of reason each.
type Row = [number, number, number, number, number, number, number | null, number | null, boolean, string];
const PAGES: Row[] = [
  [0, 1, 6, 1, 1, 0, null, null, false, 'an empty blog still has page 1 of 1'],
  [5, 1, 6, 1, 1, 0, null, null, false, 'fewer rows than a page: no neighbours'],
  [6, 1, 6, 1, 1, 0, null, null, false, 'exactly one full page'],
  [7, 1, 6, 1, 2, 0, null, 2, false, 'one row spills onto page 2'],
  [7, 2, 6, 2, 2, 6, 1, null, false, 'the last page has only previous'],
  [20, 2, 6, 2, 4, 6, 1, 3, false, 'a middle page has both neighbours'],
  [20, 4, 6, 4, 4, 18, 3, null, false, 'the last page holds the remaining 2 rows'],
  [20, 5, 6, 5, 4, 24, 4, null, true, 'one page beyond: previous goes to the last page'],
  [20, 99, 6, 99, 4, 588, 4, null, true, 'far beyond: previous still goes to the last page, not 98'],
  [0, 3, 6, 3, 1, 12, 1, null, true, 'beyond an empty blog: previous is page 1'],
  [1000, 1, 1000, 1, 1, 0, null, null, false, 'the largest size holds a thousand'],
  [1001, 2, 1000, 2, 2, 1000, 1, null, false, 'the thousand-and-first article is on page 2'],
  [31, 2, 30, 2, 2, 30, 1, null, false, 'size 30'],
];

describe('paginateBlog', () => {
  it.each(PAGES)(
    '%i rows, page %i of size %i → page %i/%i (offset %i, prev %s, next %s, beyond %s): %s',
    (total, page, pageSize, current, last, offset, prev, next, beyond) => {
      expect(paginateBlog({ total, page, pageSize })).toEqual({
        currentPage: current,
        perPage: pageSize,
        lastPage: last,
        total,
        offset,
        prevPage: prev,
        nextPage: next,
        isBeyondLast: beyond,
      });
    },
  );

  it('refuses a page size outside docs/product/limits.md and impossible pages or totals', () => {
    for (const pageSize of [0, 5, 7, 20, 25, 1001, -6, 6.5]) {
      expect(() => paginateBlog({ total: 10, page: 1, pageSize }), String(pageSize)).toThrow(RangeError);
    }
    expect(() => paginateBlog({ total: 10, page: 0, pageSize: 6 })).toThrow(RangeError);
    expect(() => paginateBlog({ total: 10, page: 1.5, pageSize: 6 })).toThrow(RangeError);
    expect(() => paginateBlog({ total: -1, page: 1, pageSize: 6 })).toThrow(RangeError);
  });

  it('knows exactly the page sizes 6, 10, 30, 50, 100, 500 and 1000', () => {
    const allowed = Array.from({ length: 1100 }, (_, i) => i).filter(isBlogPageSize);
    expect(allowed).toEqual([6, 10, 30, 50, 100, 500, 1000]);
  });
});

describe('blog search', () => {
  it('TitleName looks in the title only; All also in category, author, tags and body', () => {
    expect(BLOG_SEARCH_FIELDS.TitleName).toEqual(['TitleName']);
    expect(BLOG_SEARCH_FIELDS.All).toEqual(['TitleName', 'Category', 'WritenBy', 'Tags', 'Blog_Description']);
  });

  it('trims and collapses spaces; blank means no search', () => {
    expect(normaliseBlogSearch('  dana   darurat ')).toBe('dana darurat');
    expect(normaliseBlogSearch('   ')).toBe('');
    expect(normaliseBlogSearch(undefined)).toBe('');
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(escapeLikePattern('100%_aman\\')).toBe('100\\%\\_aman\\\\');
  });
});

describe('blogPaginateQuerySchema', () => {
  it('defaults to page 1 of 6 by TitleName with no search', () => {
    expect(blogPaginateQuerySchema.parse({})).toEqual({
      limit: 6,
      searchBy: 'TitleName',
      searchParam: '',
      page: 1,
    });
  });

  it('reads query strings and refuses sizes outside the list, unknown modes and page 0', () => {
    expect(blogPaginateQuerySchema.parse({ limit: '30', page: '2', searchBy: 'All' })).toMatchObject({
      limit: 30,
      page: 2,
      searchBy: 'All',
    });
    for (const query of [
      { limit: '7' },
      { limit: '0' },
      { limit: '' },
      { limit: 'enam' },
      { searchBy: 'Body' },
      { page: '0' },
      { page: '-1' },
      { archive: '2026-13' },
    ]) {
      expect(blogPaginateQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

describe('blogCommentRequestSchema', () => {
  const valid = { id_blog: 1, nama: 'Rudi', email: 'rudi@contoh.co.id', komentar: 'Bagus', setuju: true };

  it('accepts the agree box as true, 1, "1", "true" or "on"', () => {
    for (const setuju of [true, 1, '1', 'true', 'on']) {
      expect(blogCommentRequestSchema.safeParse({ ...valid, setuju }).success, String(setuju)).toBe(true);
    }
  });

  it('requires every field, a real e-mail and agreement', () => {
    for (const [field, value] of [
      ['nama', '  '],
      ['email', 'bukan-email'],
      ['komentar', ''],
      ['setuju', false],
      ['setuju', 0],
      ['id_blog', 0],
    ] as const) {
      expect(blogCommentRequestSchema.safeParse({ ...valid, [field]: value }).success, field).toBe(false);
    }
    for (const field of Object.keys(valid)) {
      const { [field as keyof typeof valid]: _, ...rest } = valid;
      expect(blogCommentRequestSchema.safeParse(rest).success, `without ${field}`).toBe(false);
    }
  });
});

describe('slugify', () => {
  it.each([
    ['Tips Mengatur Keuangan Keluarga', 'tips-mengatur-keuangan-keluarga'],
    ['  Cara Mengajukan Pinjaman – Édisi 2! ', 'cara-mengajukan-pinjaman-edisi-2'],
    ['RAT 2026: Laporan & SHU', 'rat-2026-laporan-shu'],
    ['!!!', 'artikel'],
    ['a'.repeat(100), 'a'.repeat(80)],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
