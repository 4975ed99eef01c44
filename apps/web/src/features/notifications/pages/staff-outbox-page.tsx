import { formatDateTime } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/page-title';
import { QueueState } from '@/components/staff/queue-state';
import { OUTBOX_REFRESH_MS, useOutboxStatus } from '../api/get-outbox-status';
import { OutboxQueueSection } from '../components/staff-outbox-queue-section';
import { isOutboxIdle, listOutboxWarnings } from '../lib/outbox-lanes';

/**
 * /admin/outbox (ADMIN): whether mail and reminders go out in time — the backlog per priority and channel, the
 * oldest waiting age, what was sent and what failed. Read again every 30 seconds.
 */
export function StaffOutboxPage() {
  usePageTitle('Antrean Email & Notifikasi · Back Office');
  const status = useOutboxStatus();
  const data = status.data;
  const warnings = data ? listOutboxWarnings(data) : [];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Antrean Email & Notifikasi
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Diperbarui otomatis setiap {OUTBOX_REFRESH_MS / 1000} detik
        {data && ` · terakhir ${formatDateTime(data.checkedAt)}`}
      </Typography>
      <Stack component="div" spacing={3} aria-busy={status.isLoading}>
        <QueueState
          isLoading={status.isLoading}
          error={status.error}
          isEmpty={data ? isOutboxIdle(data) : false}
          emptyText="Antrean kosong"
          emptyHint="Tidak ada email atau notifikasi yang menunggu, dan tidak ada yang gagal terkirim."
        />
        {warnings.length > 0 && (
          <Alert severity="warning">
            <Typography sx={{ fontWeight: 700 }}>Pengiriman terlambat</Typography>
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </Alert>
        )}
        {data && (
          <>
            <OutboxQueueSection title="Email" queue={data.mail} laneHeader="Prioritas" titleHeader="Subjek" />
            <OutboxQueueSection
              title="Notifikasi Pengingat"
              queue={data.reminders}
              laneHeader="Saluran"
              titleHeader="Judul"
            />
          </>
        )}
      </Stack>
    </>
  );
}
