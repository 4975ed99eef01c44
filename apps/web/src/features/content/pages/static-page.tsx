import type { PageSlug } from '@kopkar/domain';
import { formatDate } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/page-title';
import { SafeHtml } from '@/components/safe-html';
import { SkeletonBlock } from '@/components/skeleton-block';
import { useStaticPage } from '../api/content-queries';

type StaticPageProps = { slug: PageSlug; fallbackTitle: string; description: string };

/** About, terms or privacy: the editors' text from the database (GET /pages/{slug}). */
function StaticPage({ slug, fallbackTitle, description }: StaticPageProps) {
  const { data: page, isPending, isError, refetch } = useStaticPage(slug);
  const title = page?.title ?? fallbackTitle;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageMeta title={title} description={description} />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        {isPending ? (
          <Stack spacing={1.5} aria-busy="true" aria-label="Memuat halaman">
            <SkeletonBlock width="50%" height={28} />
            <SkeletonBlock />
            <SkeletonBlock />
            <SkeletonBlock width="80%" />
          </Stack>
        ) : isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Coba lagi
              </Button>
            }
          >
            Halaman belum dapat dimuat.
          </Alert>
        ) : (
          <>
            <SafeHtml html={page.bodyHtml} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
              Terakhir diperbarui {formatDate(page.updatedAt)}
            </Typography>
          </>
        )}
      </Paper>
    </Container>
  );
}

export function AboutPage() {
  return (
    <StaticPage
      slug="about"
      fallbackTitle="Tentang Kami"
      description="Tentang koperasi karyawan: sejarah, anggota dan layanan simpan pinjam."
    />
  );
}

export function TermsPage() {
  return (
    <StaticPage
      slug="terms"
      fallbackTitle="Syarat dan Ketentuan"
      description="Syarat dan ketentuan keanggotaan koperasi: keanggotaan otomatis, iuran wajib dan plafon pinjaman."
    />
  );
}

export function PrivacyPage() {
  return (
    <StaticPage
      slug="privacy"
      fallbackTitle="Kebijakan Privasi"
      description="Kebijakan privasi portal anggota: data yang dikumpulkan, penggunaan dan hak anggota."
    />
  );
}
