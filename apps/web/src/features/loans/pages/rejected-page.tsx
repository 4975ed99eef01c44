import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { paths } from '@/config/paths';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { ResultLayout } from '../components/result-layout';

/**
 * /application-form-rejected: an approver rejected the application (RJT), with the advice to retry with a lower
 * amount and the way to a new application. Opened from the rejection's notification, it also shows that
 * notice's text, which names the reason.
 */
export function RejectedPage() {
  const notice = loanEntryStorage.readOpenedNotice(useLocation().state);
  return (
    <ResultLayout
      title="Pengajuan Ditolak"
      icon={<CancelOutlined color="error" />}
      lead="Mohon maaf, pengajuan pinjaman Anda tidak dapat disetujui."
      nextStep={{ label: 'Ajukan Pinjaman Lagi', href: paths.applicationForm.getHref() }}
    >
      {notice && (
        <InlineAlert severity="info" sx={{ textAlign: 'left', mb: 2 }}>
          {notice.LogDesc}
        </InlineAlert>
      )}
      <Typography>
        Silakan ajukan kembali dengan jumlah pinjaman yang lebih kecil atau tenor yang sesuai dengan kemampuan
        bayar Anda.
      </Typography>
    </ResultLayout>
  );
}
