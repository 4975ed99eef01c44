import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { useLocation } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { paths } from '@/config/paths';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { ResultLayout } from '../components/result-layout';

/**
 * /application-form-cancel: confirms the application was cancelled — by the member, or by declining an offer —
 * with the way to a new application. Opened from the cancellation's notification, it shows that notice's text.
 */
export function CancelPage() {
  const notice = loanEntryStorage.readOpenedNotice(useLocation().state);
  return (
    <ResultLayout
      title="Pengajuan Dibatalkan"
      icon={<EventBusyOutlined color="action" />}
      lead="Pengajuan pinjaman Anda telah dibatalkan. Anda dapat mengajukan pinjaman baru kapan saja."
      nextStep={{ label: 'Ajukan Pinjaman Baru', href: paths.applicationForm.getHref() }}
    >
      {notice && (
        <InlineAlert severity="info" sx={{ textAlign: 'left' }}>
          {notice.LogDesc}
        </InlineAlert>
      )}
    </ResultLayout>
  );
}
