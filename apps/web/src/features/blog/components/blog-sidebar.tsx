import { formatPeriod } from '@kopkar/domain';
import Stack from '@mui/material/Stack';
import { useBlogArchive } from '../api/get-blog-archive';
import { useBlogCategories } from '../api/get-blog-categories';
import { type BlogFilters, writeBlogFilters } from '../lib/blog-filters';
import { FilterList } from './filter-list';

/** The link to the list with one filter changed (choosing the selected one again removes it), from page 1. */
function hrefWith(filters: BlogFilters, change: Partial<BlogFilters>): string {
  const query = writeBlogFilters({ ...filters, ...change, page: 1 }).toString();
  return query ? `?${query}` : '?';
}

/** Archives (month and year) and Category lists of docs/product/screens.md. */
export function BlogSidebar({ filters }: { filters: BlogFilters }) {
  const archive = useBlogArchive();
  const categories = useBlogCategories();
  return (
    <Stack spacing={2}>
      <FilterList
        title="Arsip"
        isError={archive.isError}
        emptyText="Belum ada arsip."
        options={archive.data?.map((entry) => ({
          key: entry.archive,
          label: formatPeriod(entry.archive),
          total: entry.total,
          isSelected: filters.archive === entry.archive,
          href: hrefWith(filters, { archive: filters.archive === entry.archive ? '' : entry.archive }),
        }))}
      />
      <FilterList
        title="Kategori"
        isError={categories.isError}
        emptyText="Belum ada kategori."
        options={categories.data?.map((entry) => ({
          key: entry.Category,
          label: entry.Category,
          total: entry.total,
          isSelected: filters.category === entry.Category,
          href: hrefWith(filters, { category: filters.category === entry.Category ? '' : entry.Category }),
        }))}
      />
    </Stack>
  );
}
