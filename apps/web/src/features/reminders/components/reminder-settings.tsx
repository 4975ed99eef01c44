import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { InlineAlert } from '@/components/inline-alert';
import { SkeletonBlock } from '@/components/skeleton-block';
import { getErrorMessage } from '@/lib/api-client';
import { useReminderSettings } from '../api/reminders';
import { PushDevicePanel } from './push-device-panel';
import { ReminderSwitches } from './reminder-switches';

/**
 * The "Pengingat" section of /account: this device's push notifications and, per kind, which
 * channels (push, e-mail) the member wants.
 */
export function ReminderSettings() {
  const settings = useReminderSettings();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby="reminders-heading"
    >
      <Typography id="reminders-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Pengingat
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Pilih kabar mana yang ingin Anda terima di luar portal: lewat notifikasi push di perangkat ini atau
        lewat e-mail. Pengingat angsuran dikirim 3 hari sebelum jatuh tempo bila Anda membayar lewat transfer.
      </Typography>
      {settings.isError ? (
        <InlineAlert severity="error">{getErrorMessage(settings.error)}</InlineAlert>
      ) : !settings.data ? (
        <SkeletonBlock height={320} />
      ) : (
        <>
          <PushDevicePanel serverKey={settings.data.pushPublicKey} devices={settings.data.pushDevices} />
          <ReminderSwitches preferences={settings.data.preferences} />
        </>
      )}
    </Paper>
  );
}
