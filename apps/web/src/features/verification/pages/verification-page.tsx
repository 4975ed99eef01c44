import { formatVerificationCode, normaliseVerificationCode } from '@kopkar/domain';
import Home from '@mui/icons-material/Home';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageMeta, useNoIndex } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { usePublicSettings } from '@/lib/public-settings';
import { useDocumentVerification } from '../api/get-document-verification';
import { CheckCodeForm } from '../components/check-code-form';
import { VerifiedDocument } from '../components/verified-document';

const TITLE = 'Verifikasi Dokumen';
const NOT_FOUND = 'Dokumen tidak ditemukan';

/**
 * /verifikasi/:code (public, rendered on the server): the page a document's QR code opens. It confirms the
 * document's number, kind, date, the holder's masked name and key figures, or says plainly that no document has
 * this code. Never listed by search engines.
 */
export function VerificationPage() {
  const { code = '' } = useParams();
  useNoIndex();
  const verification = useDocumentVerification(code);
  const settings = usePublicSettings();
  const normalised = normaliseVerificationCode(code);
  const shownCode = normalised ? formatVerificationCode(normalised) : code;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      {verification.data === null ? (
        <NotFound shownCode={shownCode} phone={settings.data?.phone} email={settings.data?.email} />
      ) : (
        <>
          <PageMeta title={TITLE} />
          <Typography variant="h1" gutterBottom>
            {TITLE}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            Kode verifikasi {shownCode}
          </Typography>
          {verification.isPending && (
            <Stack spacing={1.5} aria-busy aria-label="Memeriksa dokumen">
              <SkeletonBlock height={72} rounded />
              <SkeletonBlock height={220} rounded />
            </Stack>
          )}
          {verification.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void verification.refetch()}>
                  Coba lagi
                </Button>
              }
            >
              {getErrorMessage(verification.error)}
            </Alert>
          )}
          {verification.data && (
            <VerifiedDocument document={verification.data} coopName={settings.data?.coopName} />
          )}
        </>
      )}
    </Container>
  );
}

type NotFoundProps = { shownCode: string; phone: string | undefined; email: string | undefined };

function NotFound({ shownCode, phone, email }: NotFoundProps) {
  const contacts = [phone && `telepon ${phone}`, email && `e-mail ${email}`].filter(Boolean).join(' atau ');
  return (
    <>
      <PageMeta title={NOT_FOUND} />
      <Typography variant="h1" gutterBottom>
        {NOT_FOUND}
      </Typography>
      <Alert severity="warning" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        Tidak ada dokumen dengan kode verifikasi {shownCode}. Periksa kembali kode yang tertera di bawah kode
        QR pada dokumen. Bila kodenya sudah benar, dokumen itu tidak tercatat sebagai dokumen koperasi
        {contacts ? `; hubungi kami melalui ${contacts}` : ''}.
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          Periksa kode lain
        </Typography>
        <CheckCodeForm />
      </Paper>
      <Button component={RouterLink} to={paths.landing.getHref()} startIcon={<Home />}>
        Ke beranda
      </Button>
    </>
  );
}
