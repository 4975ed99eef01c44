import { INQUIRY_IN_APPROVAL, MAX_UNFINISHED_LOANS } from '@kopkar/domain';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { LOAN_BLOCKED_MESSAGE } from '../lib/can-apply-for-loan';
import type { Eligibility } from '../lib/check-eligibility';

type CheckPageProps = {
  eligibility: Extract<Eligibility, { canApply: false }>;
  inquiryStatus: string | undefined;
  hasContact: boolean;
};

function explain({ eligibility, inquiryStatus, hasContact }: CheckPageProps): string {
  if (eligibility.reason === 'unfinished-loans') {
    return `Anda masih memiliki ${eligibility.unfinishedCount} pinjaman yang sedang berjalan atau dalam proses. Pengajuan baru dapat dilakukan setelah salah satunya lunas (maksimal ${MAX_UNFINISHED_LOANS - 1} pinjaman belum lunas).`;
  }
  if (!hasContact) return 'Lengkapi email dan nomor telepon Anda di halaman Home terlebih dahulu.';
  if (inquiryStatus === INQUIRY_IN_APPROVAL) return 'Pengajuan anda sedang dalam approval.';
  return 'Silakan hubungi pengurus koperasi.';
}

/** Replaces the form when the member may not apply now (docs/product/screens.md: 2+ unfinished loans; §5: blocked members). */
export function CheckPage(props: CheckPageProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <InfoOutlinedIcon aria-hidden color="primary" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h2" sx={{ mb: 1 }}>
        {LOAN_BLOCKED_MESSAGE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {explain(props)}
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
        Kembali ke Home
      </Button>
    </Paper>
  );
}
