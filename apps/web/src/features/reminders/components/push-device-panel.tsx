import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { deleteDeviceSubscription, saveDeviceSubscription, useSetDeviceCount } from '../api/reminders';
import {
  currentSubscription,
  PUSH_BLOCK_MESSAGES,
  PushUnavailable,
  pushBlockOf,
  subscribeThisDevice,
} from '../lib/push-device';

type Props = { serverKey: string | null; devices: number };

/** This device's Web Push: subscribe (permission, PushManager, the API) or unsubscribe; e-mail never depends on it. */
export function PushDevicePanel({ serverKey, devices }: Props) {
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setDeviceCount = useSetDeviceCount();
  // What this browser supports is known only in the browser: the server's HTML (and its hydration) show the
  // button waiting, as while the subscription is looked up.
  const hydrated = useHydrated();
  const block = hydrated || !serverKey ? pushBlockOf(serverKey) : null;

  useEffect(() => {
    if (block) return;
    currentSubscription()
      .then((subscription) => setSubscribed(subscription !== null))
      .catch(() => setSubscribed(false));
  }, [block]);

  const run = async (work: () => Promise<{ pushDevices: number }>, done: string, next: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      setDeviceCount((await work()).pushDevices);
      setSubscribed(next);
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      setProblem(error instanceof PushUnavailable ? error.message : getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const enable = () =>
    run(
      async () => saveDeviceSubscription(await subscribeThisDevice(serverKey ?? '')),
      'Notifikasi push aktif di perangkat ini',
      true,
    );
  const disable = () =>
    run(
      async () => {
        const subscription = await currentSubscription();
        const endpoint = subscription?.endpoint ?? '';
        await subscription?.unsubscribe();
        return deleteDeviceSubscription(endpoint);
      },
      'Notifikasi push dimatikan di perangkat ini',
      false,
    );

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {devices === 0
          ? 'Belum ada perangkat yang menerima notifikasi push.'
          : `${devices} perangkat menerima notifikasi push.`}
      </Typography>
      {block ? (
        <Alert severity="info">{PUSH_BLOCK_MESSAGES[block]}</Alert>
      ) : subscribed ? (
        <Button
          variant="outlined"
          startIcon={<NotificationsOffOutlined />}
          disabled={busy}
          onClick={() => void disable()}
          sx={{ alignSelf: 'flex-start' }}
        >
          Matikan notifikasi push di perangkat ini
        </Button>
      ) : (
        <Button
          variant="contained"
          startIcon={<NotificationsActiveOutlined />}
          disabled={busy || subscribed === null}
          onClick={() => void enable()}
          sx={{ alignSelf: 'flex-start' }}
        >
          Aktifkan notifikasi push di perangkat ini
        </Button>
      )}
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
