import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { deleteDeviceSubscription, saveDeviceSubscription, useSetDeviceCount } from '../api/reminders';
import { currentSubscription, PushUnavailable, subscribeThisDevice } from '../lib/push-device';

/**
 * Whether this browser holds a push subscription now: the browser's state, not the server's, asked of its
 * PushManager (a failure to ask reads as not subscribed). Never on the server, which cannot know it.
 */
export const getThisDeviceSubscribedQueryOptions = () =>
  queryOptions({
    queryKey: ['push-device', 'subscribed'],
    queryFn: async () => (await currentSubscription().catch(() => null)) !== null,
    meta: { ssr: false },
  });

/** Null while it is being looked up, or while `isEnabled` is false. */
export function useThisDeviceSubscribed(isEnabled: boolean): boolean | null {
  return useQuery({ ...getThisDeviceSubscribedQueryOptions(), enabled: isEnabled }).data ?? null;
}

const SWITCHED = {
  on: 'Notifikasi push aktif di perangkat ini',
  off: 'Notifikasi push dimatikan di perangkat ini',
} as const;

/** Subscribes this browser (permission, PushManager, then the API) or unsubscribes it (PushManager, then the API). */
async function switchThisDevice(serverKey: string, turnOn: boolean) {
  if (turnOn) return saveDeviceSubscription(await subscribeThisDevice(serverKey));
  const subscription = await currentSubscription();
  const endpoint = subscription?.endpoint ?? '';
  await subscription?.unsubscribe();
  return deleteDeviceSubscription(endpoint);
}

/** `mutate(true)` turns push on for this browser, `mutate(false)` off; `problem` is the last attempt's failure. */
export function useSwitchPushDevice(serverKey: string | null) {
  const queryClient = useQueryClient();
  const setDeviceCount = useSetDeviceCount();
  const mutation = useMutation({
    mutationFn: (turnOn: boolean) => switchThisDevice(serverKey ?? '', turnOn),
    onSuccess: ({ pushDevices }, turnOn) => {
      setDeviceCount(pushDevices);
      queryClient.setQueryData(getThisDeviceSubscribedQueryOptions().queryKey, turnOn);
      enqueueSnackbar(turnOn ? SWITCHED.on : SWITCHED.off, { variant: 'success' });
    },
  });
  const { error } = mutation;
  const problem =
    error === null ? null : error instanceof PushUnavailable ? error.message : getErrorMessage(error);
  return { switchTo: mutation.mutate, isSwitching: mutation.isPending, problem };
}
