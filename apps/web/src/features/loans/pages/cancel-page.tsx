import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { ResultLayout } from '../components/result-layout';

/** /application-form-cancel: confirms the application was cancelled. */
export function CancelPage() {
  return (
    <ResultLayout
      title="Pengajuan Dibatalkan"
      icon={<EventBusyOutlined color="action" />}
      lead="Pengajuan pinjaman Anda telah dibatalkan."
    />
  );
}
