import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineAlert } from '@/components/inline-alert';
import { usePageTitle } from '@/components/page-title';
import { SkeletonBlock } from '@/components/skeleton-block';
import { getErrorMessage } from '@/lib/api-client';
import { useMyResignation } from '../api/my-resignation';
import { ClearanceBreakdown } from '../components/clearance-breakdown';
import { ResignationForm } from '../components/resignation-form';
import { ResignationStatus } from '../components/resignation-status';

/**
 * /account/keluar: what leaving the cooperative settles today — savings back, running loans settled
 * from them, the payout or the shortfall, valid until a date — and the request with its status.
 */
export function KeluarPage() {
  usePageTitle('Keluar dari Koperasi');
  const mine = useMyResignation();
  const pending = mine.data?.request?.status === 'PENDING';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Keluar dari Koperasi
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Saat keluar, seluruh simpanan Anda dikembalikan dan setiap pinjaman yang masih berjalan dilunasi dari
        simpanan tersebut. Sisanya ditransfer ke rekening payroll Anda.
      </Typography>
      <Stack spacing={3} aria-busy={mine.isPending} aria-live="polite">
        {mine.isPending && <SkeletonBlock height={360} rounded />}
        {mine.isError && <InlineAlert severity="error">{getErrorMessage(mine.error)}</InlineAlert>}
        {mine.data?.request && <ResignationStatus request={mine.data.request} />}
        {mine.data && (
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="quote-title"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="quote-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              Perhitungan Keluar
            </Typography>
            <ClearanceBreakdown quote={mine.data.quote} />
          </Paper>
        )}
        {mine.data && !pending && (
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="ask-title"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="ask-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              Ajukan Keluar
            </Typography>
            <ResignationForm quote={mine.data.quote} />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
