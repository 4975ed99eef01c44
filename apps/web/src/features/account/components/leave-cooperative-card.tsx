import ExitToAppOutlined from '@mui/icons-material/ExitToAppOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';

/** The /account entry to leaving the cooperative. */
export function LeaveCooperativeCard() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby="leave-heading"
    >
      <Typography id="leave-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Keluar dari koperasi
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Lihat perhitungan simpanan yang Anda terima setelah pinjaman dilunasi, lalu ajukan keluar bila Anda
        yakin.
      </Typography>
      <Button
        variant="outlined"
        color="error"
        startIcon={<ExitToAppOutlined />}
        component={RouterLink}
        to={paths.accountKeluar.getHref()}
      >
        Keluar dari Koperasi
      </Button>
    </Paper>
  );
}
