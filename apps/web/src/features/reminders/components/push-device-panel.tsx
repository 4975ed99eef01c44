import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineAlert } from '@/components/inline-alert';
import { useHydrated } from '@/lib/use-hydrated';
import { useSwitchPushDevice, useThisDeviceSubscribed } from '../hooks/use-push-device';
import { PUSH_BLOCK_MESSAGES, pushBlockOf } from '../lib/push-device';

type Props = { serverKey: string | null; devices: number };

/** This device's Web Push: subscribe (permission, PushManager, the API) or unsubscribe; e-mail never depends on it. */
export function PushDevicePanel({ serverKey, devices }: Props) {
  // What this browser supports is known only in the browser: the server's HTML (and its hydration) show the
  // button waiting, as while the subscription is looked up.
  const hydrated = useHydrated();
  const block = hydrated || !serverKey ? pushBlockOf(serverKey) : null;
  const subscribed = useThisDeviceSubscribed(hydrated && !block);
  const { switchTo, isSwitching: busy, problem } = useSwitchPushDevice(serverKey);

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {devices === 0
          ? 'Belum ada perangkat yang menerima notifikasi push.'
          : `${devices} perangkat menerima notifikasi push.`}
      </Typography>
      {block ? (
        <InlineAlert severity="info">{PUSH_BLOCK_MESSAGES[block]}</InlineAlert>
      ) : subscribed ? (
        <Button
          variant="outlined"
          startIcon={<NotificationsOffOutlined />}
          disabled={busy}
          onClick={() => switchTo(false)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Matikan notifikasi push di perangkat ini
        </Button>
      ) : (
        <Button
          variant="contained"
          startIcon={<NotificationsActiveOutlined />}
          disabled={busy || subscribed === null}
          onClick={() => switchTo(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Aktifkan notifikasi push di perangkat ini
        </Button>
      )}
      {problem && (
        <InlineAlert severity="warning" role="alert">
          {problem}
        </InlineAlert>
      )}
    </Stack>
  );
}
