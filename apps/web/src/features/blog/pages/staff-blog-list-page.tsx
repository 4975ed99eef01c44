import type { AdminBlogListQuery } from '@kopkar/domain';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { StaffDataTable } from '@/components/staff/staff-data-table';
import { StaffListSection } from '@/components/staff/staff-list-section';
import { StaffSearchForm } from '@/components/staff/staff-search-form';
import { paths } from '@/config/paths';
import { formatJakartaDate } from '@/lib/format-jakarta-date';
import { useStaffArticles } from '../api/get-staff-articles';

/** /admin/blog: every article (drafts too), searchable by title, category, author or tag, newest change first. */
export function StaffBlogListPage() {
  usePageTitle('Blog · Back Office');
  const [query, setQuery] = useState<AdminBlogListQuery>({ q: '', status: 'all', page: 1, pageSize: 20 });
  const articles = useStaffArticles(query);

  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h1">Blog</Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={paths.staff.blogComments.getHref()}>
            Moderasi komentar
          </Button>
          <Button
            component={RouterLink}
            to={paths.staff.blogNew.getHref()}
            variant="contained"
            startIcon={<Add />}
          >
            Tulis artikel
          </Button>
        </Stack>
      </Stack>
      <StaffSearchForm
        label="Cari artikel"
        searchLabel="Cari judul, kategori, penulis atau tag"
        onSearch={(q) => setQuery((current) => ({ ...current, q, page: 1 }))}
      >
        <TextField
          select
          size="small"
          label="Status"
          value={query.status}
          onChange={(event) =>
            setQuery((current) => ({
              ...current,
              status: event.target.value as AdminBlogListQuery['status'],
              page: 1,
            }))
          }
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="all">Semua</MenuItem>
          <MenuItem value="PUBLISHED">Terbit</MenuItem>
          <MenuItem value="DRAFT">Draf</MenuItem>
        </TextField>
      </StaffSearchForm>
      <StaffListSection
        list={articles}
        emptyText={query.q ? `Tidak ada artikel yang cocok dengan "${query.q}"` : 'Belum ada artikel'}
        emptyHint={
          query.q ? 'Periksa ejaan atau ubah filter status.' : 'Tekan "Tulis artikel" untuk memulai.'
        }
        onPage={(page) => setQuery((current) => ({ ...current, page }))}
      >
        <StaffDataTable
          label="Daftar artikel blog"
          items={articles.data?.items ?? []}
          columns={[
            {
              header: 'Judul',
              cell: (article) => (
                <>
                  <Link
                    component={RouterLink}
                    to={paths.staff.blogArticle.getHref(article.id)}
                    sx={{ fontWeight: 600 }}
                  >
                    {article.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    /blog/{article.slug}
                  </Typography>
                </>
              ),
            },
            { header: 'Kategori', cell: (article) => article.category },
            {
              header: 'Status',
              cell: (article) => (
                <Chip
                  size="small"
                  label={article.status === 'PUBLISHED' ? 'Terbit' : 'Draf'}
                  color={article.status === 'PUBLISHED' ? 'success' : 'default'}
                />
              ),
            },
            {
              header: 'Tanggal terbit',
              cell: (article) => (article.publishedAt ? formatJakartaDate(article.publishedAt) : '–'),
            },
            { header: 'Komentar menunggu', cell: (article) => article.pendingComments },
          ]}
        />
      </StaffListSection>
    </>
  );
}
