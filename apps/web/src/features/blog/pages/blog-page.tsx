import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { PageMeta } from '@/components/page-title';
import { getErrorMessage } from '@/lib/api-client';
import { useBlogPage } from '../api/get-blog-page';
import { ActiveFilters } from '../components/active-filters';
import { ArticleGrid, ArticleGridSkeleton } from '../components/article-grid';
import { BlogPaginationBar } from '../components/blog-pagination-bar';
import { BlogSidebar } from '../components/blog-sidebar';
import { BlogToolbar } from '../components/blog-toolbar';
import { FeaturedArticles } from '../components/featured-articles';
import { type BlogFilters, hasActiveFilter, readBlogFilters, writeBlogFilters } from '../lib/blog-filters';

/** /blog (docs/product/screens.md): newest two as header, archives, categories, the grid, search and pagination; filters in the URL. */
export function BlogPage() {
  const [params, setParams] = useSearchParams();
  const filters = readBlogFilters(params);
  const page = useBlogPage(filters);
  // The filters the last change asked for, kept with the URL they were asked from: a change made before the page has
  // rendered the previous one (a page size chosen right after "Hapus semua filter") builds on it, not on the filters
  // still drawn; once the page renders the new URL, its filters are the base again.
  const asked = useRef<{ from: URLSearchParams; filters: BlogFilters } | null>(null);
  const change = (update: Partial<BlogFilters>) => {
    const base = asked.current?.from === params ? asked.current.filters : filters;
    asked.current = { from: params, filters: { ...base, ...update } };
    setParams(writeBlogFilters(asked.current.filters));
    window.scrollTo({ top: 0 });
  };
  const isFiltered = hasActiveFilter(filters);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta
        title="Blog"
        description="Kabar koperasi, panduan layanan anggota, dan tips keuangan keluarga dari koperasi karyawan."
      />
      <Typography variant="h1" sx={{ mb: 1 }}>
        Blog
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Kabar koperasi, panduan layanan, dan tips keuangan untuk anggota.
      </Typography>
      {!isFiltered && filters.page === 1 && <FeaturedArticles />}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 17rem' } }}>
        <Box component="section" aria-labelledby="blog-list-heading">
          <Typography id="blog-list-heading" variant="h2" sx={{ mb: 2 }}>
            Semua Artikel
          </Typography>
          <BlogToolbar filters={filters} onChange={change} />
          <ActiveFilters filters={filters} onChange={change} />
          <div aria-busy={page.isFetching}>
            {page.isPending && <ArticleGridSkeleton count={filters.limit} />}
            {page.isError && <InlineAlert severity="error">{getErrorMessage(page.error)}</InlineAlert>}
            {page.data && page.data.data.length > 0 && (
              <ArticleGrid articles={page.data.data} label="Daftar artikel" />
            )}
            {page.data && page.data.data.length === 0 && (
              <EmptyList
                isBeyondLast={page.data.current_page > page.data.last_page}
                isFiltered={isFiltered}
                onLastPage={() => change({ page: page.data.last_page })}
                onClear={() => change({ category: '', archive: '', searchParam: '', page: 1 })}
              />
            )}
            {page.data && <BlogPaginationBar page={page.data} onPage={(next) => change({ page: next })} />}
          </div>
        </Box>
        <Box component="aside" aria-label="Arsip dan kategori" sx={{ order: { xs: -1, md: 0 } }}>
          <BlogSidebar filters={filters} />
        </Box>
      </Box>
    </Container>
  );
}

type EmptyListProps = {
  isBeyondLast: boolean;
  isFiltered: boolean;
  onLastPage: () => void;
  onClear: () => void;
};

/** An empty list says why and offers the next step. */
function EmptyList({ isBeyondLast, isFiltered, onLastPage, onClear }: EmptyListProps) {
  const [text, hint, action] = isBeyondLast
    ? [
        'Halaman ini tidak ada.',
        'Daftar artikel lebih pendek dari tautan yang Anda buka.',
        'Ke halaman terakhir',
      ]
    : isFiltered
      ? [
          'Tidak ada artikel yang cocok.',
          'Coba kata kunci lain, cari di semua isi, atau hapus filter.',
          'Hapus filter',
        ]
      : ['Belum ada artikel.', 'Nantikan kabar terbaru dari koperasi.', null];
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {hint}
      </Typography>
      {action && (
        <Button variant="outlined" onClick={isBeyondLast ? onLastPage : onClear}>
          {action}
        </Button>
      )}
    </Paper>
  );
}
