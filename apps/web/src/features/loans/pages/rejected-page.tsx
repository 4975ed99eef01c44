import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Typography from '@mui/material/Typography';
import { ResultLayout } from '../components/result-layout';

/** /application-form-rejected: the rejection, with the advice to retry with a lower amount. */
export function RejectedPage() {
  return (
    <ResultLayout
      title="Pengajuan Ditolak"
      icon={<CancelOutlined color="error" />}
      lead="Mohon maaf, pengajuan pinjaman Anda tidak dapat disetujui."
    >
      <Typography>
        Silakan ajukan kembali dengan jumlah pinjaman yang lebih kecil atau tenor yang sesuai dengan kemampuan
        bayar Anda.
      </Typography>
    </ResultLayout>
  );
}
