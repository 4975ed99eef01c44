import type {
  PushSubscriptionInput,
  pushDeviceCountSchema,
  ReminderPreferenceInput,
  ReminderSettings,
  reminderPreferenceSchema,
  reminderSettingsSchema,
} from '@kopkar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api, apiRequest } from '@/lib/api-client';

/** GET /reminders: the member's choices per kind and channel, the server's push key, their device count. */
export async function getReminderSettings(signal?: AbortSignal): Promise<ReminderSettings> {
  const reply = await api.get<unknown>('/reminders', signal);
  return declaredData<typeof reminderSettingsSchema>(reply.data);
}

/** The one settings entry: the page reads it, a switch and a (un)subscribed browser write into it. */
export const getReminderSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['reminders'], queryFn: ({ signal }) => getReminderSettings(signal) });

export function useReminderSettings() {
  return useQuery(getReminderSettingsQueryOptions());
}

/** PUT /reminders/preferences: one switch, saved at once; the page shows the choice before the reply. */
export function useChooseReminder() {
  const queryClient = useQueryClient();
  const { queryKey } = getReminderSettingsQueryOptions();
  return useMutation({
    mutationFn: async (choice: ReminderPreferenceInput) => {
      const reply = await apiRequest<unknown>('/reminders/preferences', { method: 'PUT', body: choice });
      return declaredData<typeof reminderPreferenceSchema>(reply.data);
    },
    onMutate: async (choice) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) {
        const preferences = before.preferences.map((row) =>
          row.kind === choice.kind && row.channel === choice.channel ? choice : row,
        );
        queryClient.setQueryData(queryKey, { ...before, preferences });
      }
      return { before };
    },
    onError: (_error, _choice, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
  });
}

/** POST /reminders/push-subscriptions: this browser's subscription (endpoint and keys). */
export async function saveDeviceSubscription(subscription: PushSubscriptionInput) {
  const reply = await api.post<unknown>('/reminders/push-subscriptions', subscription);
  return declaredData<typeof pushDeviceCountSchema>(reply.data);
}

/** DELETE /reminders/push-subscriptions: forgets this browser's subscription. */
export async function deleteDeviceSubscription(endpoint: string) {
  const reply = await apiRequest<unknown>('/reminders/push-subscriptions', {
    method: 'DELETE',
    body: { endpoint },
  });
  return declaredData<typeof pushDeviceCountSchema>(reply.data);
}

/** Keeps the cached device count in step after this browser subscribes or unsubscribes. */
export function useSetDeviceCount() {
  const queryClient = useQueryClient();
  return (pushDevices: number) =>
    queryClient.setQueryData(getReminderSettingsQueryOptions().queryKey, (before) =>
      before ? { ...before, pushDevices } : before,
    );
}
