import { formatDate } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineAlert } from '@/components/inline-alert';
import { usePageTitle } from '@/components/page-title';
import { SkeletonBlock } from '@/components/skeleton-block';
import { getErrorMessage } from '@/lib/api-client';
import { logoutFormerMember } from '@/lib/logout';
import { useFormerSession } from '@/lib/session';
import { useArchive } from '../api/get-archive';
import { ArchiveDocumentList } from '../components/archive-document-list';

/**
 * /arsip: what a member who left may still do (docs/decisions/0017-former-member-access.md) — download their
 * closing statement, settlement letters, savings statement, SHU slips and personal data, until the access ends.
 */
export function ArchivePage() {
  usePageTitle('Dokumen Keanggotaan');
  const session = useFormerSession();
  const archive = useArchive();
  const former = archive.data?.member ?? session?.former;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Dokumen Keanggotaan
      </Typography>
      {former && (
        <Typography sx={{ mb: 3 }}>
          {former.name}, keanggotaan Anda berakhir pada {formatDate(former.leftOn)}. Sampai{' '}
          <strong>{formatDate(former.accessUntil)}</strong> Anda dapat masuk untuk mengunduh dokumen dan data
          Anda di bawah ini. Transaksi lain tidak tersedia lagi.
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-busy={archive.isPending}>
        {archive.isPending && <SkeletonBlock height={240} rounded />}
        {archive.isError && <InlineAlert severity="error">{getErrorMessage(archive.error)}</InlineAlert>}
        {archive.data && <ArchiveDocumentList documents={archive.data.documents} />}
      </Paper>
      <Stack direction="row" sx={{ mt: 3 }}>
        <Button variant="text" color="inherit" onClick={() => void logoutFormerMember()}>
          Keluar dari portal
        </Button>
      </Stack>
    </Container>
  );
}
