import { describe, expect, it } from 'vitest';
import { DEFAULT_BLOG_FILTERS, readBlogFilters, toPaginateQuery, writeBlogFilters } from './blog-filters';

describe('blog filters in the URL', () => {
  it('reads an empty query as the defaults: page 1 of 6, search by TitleName', () => {
    expect(readBlogFilters(new URLSearchParams())).toEqual(DEFAULT_BLOG_FILTERS);
    expect(DEFAULT_BLOG_FILTERS).toMatchObject({ page: 1, limit: 6, searchBy: 'TitleName' });
  });

  it('round-trips every filter through the query (a shared link shows the same list)', () => {
    const filters = {
      page: 3,
      limit: 30 as const,
      searchBy: 'All' as const,
      searchParam: 'dana darurat',
      category: 'Keuangan',
      archive: '2026-11',
    };
    expect(readBlogFilters(writeBlogFilters(filters))).toEqual(filters);
  });

  it('leaves defaults out of the query so links stay short', () => {
    expect(writeBlogFilters(DEFAULT_BLOG_FILTERS).toString()).toBe('');
    expect(writeBlogFilters({ ...DEFAULT_BLOG_FILTERS, category: 'Panduan' }).toString()).toBe(
      'category=Panduan',
    );
  });

  it('falls back per field on hand-edited values instead of failing', () => {
    const filters = readBlogFilters(
      new URLSearchParams('page=-2&limit=7&searchBy=Body&archive=2026-13&category=Keuangan'),
    );
    expect(filters).toEqual({ ...DEFAULT_BLOG_FILTERS, category: 'Keuangan' });
  });

  it('asks /blog/paginate with the API names of docs/product/api.md', () => {
    const query = new URLSearchParams(
      toPaginateQuery({ ...DEFAULT_BLOG_FILTERS, archive: '2026-10', page: 2 }),
    );
    expect(Object.fromEntries(query)).toEqual({
      limit: '6',
      searchBy: 'TitleName',
      searchParam: '',
      page: '2',
      archive: '2026-10',
    });
  });
});
