import type { PageSlug, StaticPage } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { usePageTitle } from '@/components/page-title';
import { QueueState } from '@/components/staff/queue-state';
import { TabStrip } from '@/components/tab-strip';
import { getErrorMessage } from '@/lib/api-client';
import { formatJakartaDate } from '@/lib/format-jakarta-date';
import { readFieldErrors } from '@/lib/staff-field-errors';
import { enqueueSnackbar } from '@/lib/toast';
import { useStaffPages } from '../api/get-staff-pages';
import { useSavePage } from '../api/save-page';
import { StaffHtmlEditor } from '../components/staff-html-editor';

const PAGE_LABELS: Record<PageSlug, string> = {
  about: 'Tentang Kami',
  terms: 'Syarat dan Ketentuan',
  privacy: 'Kebijakan Privasi',
};

function PageEditor({ page }: { page: StaticPage }) {
  const [title, setTitle] = useState(page.title);
  const [bodyHtml, setBodyHtml] = useState(page.bodyHtml);
  const save = useSavePage();
  const errors = readFieldErrors(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { slug: page.slug, body: { title, bodyHtml } },
      {
        // The editor remounts with what the server kept (its key follows updatedAt).
        onSuccess: (reply) => enqueueSnackbar(reply.message, { variant: 'success' }),
      },
    );
  };
  return (
    <Paper component="form" variant="outlined" onSubmit={submit} noValidate sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        {save.error && Object.keys(errors).length === 0 && (
          <Alert severity="error">{getErrorMessage(save.error)}</Alert>
        )}
        <TextField
          label="Judul halaman"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title}
        />
        <StaffHtmlEditor
          label="Isi halaman"
          initialHtml={page.bodyHtml}
          onChange={setBodyHtml}
          error={errors.bodyHtml}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            Terakhir diperbarui {formatJakartaDate(page.updatedAt)}
          </Typography>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Simpan halaman
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /admin/pages (EDITOR, ADMIN): about, terms and privacy; HTML is sanitised by the server on save. */
export function StaffPagesPage() {
  usePageTitle('Halaman Statis · Back Office');
  const pages = useStaffPages();
  const [slug, setSlug] = useState<PageSlug>('about');
  const page = pages.data?.find((candidate) => candidate.slug === slug);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Halaman Statis
      </Typography>
      <TabStrip
        tabs={(Object.keys(PAGE_LABELS) as PageSlug[]).map((key) => ({
          value: key,
          label: PAGE_LABELS[key],
        }))}
        value={slug}
        onChange={setSlug}
        aria-label="Pilih halaman"
        sx={{ mb: 2 }}
      />
      <QueueState
        isLoading={pages.isLoading}
        error={pages.error}
        isEmpty={!pages.isLoading && !pages.error && !page}
        emptyText="Halaman belum ada"
        emptyHint="Jalankan seed data atau hubungi administrator."
      />
      {page && <PageEditor key={page.slug + page.updatedAt} page={page} />}
    </>
  );
}
