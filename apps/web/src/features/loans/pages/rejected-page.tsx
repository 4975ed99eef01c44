import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { ResultLayout } from '../components/result-layout';

/**
 * /application-form-rejected: the rejection, with the advice to retry with a lower amount. Opened from a
 * notification, it also shows that notice's text, which names the reason.
 */
export function RejectedPage() {
  const entry = loanEntryStorage.readApprovalEntry();
  const notice = entry && ['RJT', 'CNCL'].includes(entry.LogHeader) ? entry.LogDesc : null;
  return (
    <ResultLayout
      title="Pengajuan Ditolak"
      icon={<CancelOutlined color="error" />}
      lead="Mohon maaf, pengajuan pinjaman Anda tidak dapat disetujui."
    >
      {notice && (
        <Alert severity="info" sx={{ textAlign: 'left' }}>
          {notice}
        </Alert>
      )}
      <Typography>
        Silakan ajukan kembali dengan jumlah pinjaman yang lebih kecil atau tenor yang sesuai dengan kemampuan
        bayar Anda.
      </Typography>
    </ResultLayout>
  );
}
