import { formatRupiah } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { useMessageDialog } from '@/components/use-message-dialog';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useSettlementStatus } from '../api/get-settlement-status';
import { agreementStorage } from '../lib/agreement-storage';

export const UNDER_DEVELOPMENT = 'Fitur ini sedang dalam pengembangan';

/** /salary-reduction (docs/product/screens.md): settling through a salary deduction, with the member's real figures. */
export function SalaryReductionPage() {
  usePageTitle('Potong Gaji');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const an = params.get('an') ?? agreementStorage.read();
  const status = useSettlementStatus(an);
  const alert = useMessageDialog();

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Pelunasan Potong Gaji
      </Typography>
      {an === '' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            Belum ada pinjaman yang dipilih. Buka jadwal angsuran pinjaman Anda terlebih dahulu.
          </Typography>
          <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
            Kembali ke Home
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3} aria-live="polite" aria-busy={status.isPending}>
          {status.isPending && <SkeletonBlock height={160} rounded />}
          {status.isError && <InlineAlert severity="error">{getErrorMessage(status.error)}</InlineAlert>}
          {status.data && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={1.5}>
                <Typography>
                  Pinjaman dengan nomor perjanjian <strong>{an}</strong> dapat dilunasi melalui potong gaji.
                </Typography>
                <Typography>
                  Sisa pokok {formatRupiah(status.data.OSP)} ditambah bunga{' '}
                  {formatRupiah(status.data.Interest)}, sehingga total pelunasan{' '}
                  <strong>{formatRupiah(status.data.TotalPelunasan)}</strong>.
                </Typography>
                <Typography>
                  Jika Anda menyetujui sebelum tanggal 25, jumlah tersebut akan dipotong dari gaji Anda pada
                  periode penggajian bulan ini. Persetujuan setelah tanggal 25 diproses pada periode
                  penggajian berikutnya.
                </Typography>
              </Stack>
            </Paper>
          )}
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              disabled={!status.data}
              onClick={() => alert.show({ title: 'Info', message: UNDER_DEVELOPMENT })}
            >
              Setuju
            </Button>
            <Button variant="outlined" onClick={() => void navigate(-1)}>
              Tidak Setuju
            </Button>
          </Stack>
        </Stack>
      )}
      {alert.dialog}
    </Container>
  );
}
