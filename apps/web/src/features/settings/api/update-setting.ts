import type { settingRowSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { getPublicSettingsQueryOptions } from '@/lib/public-settings';
import { staffApi } from '@/lib/staff-api';
import { getSettingsQueryOptions } from './get-settings';

/** PUT /admin/settings/{key} with the typed value; 422 carries the key's rule as the message. */
export async function updateSetting(key: string, value: unknown) {
  const reply = await staffApi.request<unknown>(`/admin/settings/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: { value },
  });
  return { setting: declaredData<typeof settingRowSchema>(reply.data), message: reply.message };
}

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: unknown }) => updateSetting(key, value),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getSettingsQueryOptions().queryKey });
      // Brand and contacts are public settings too (lib/public-settings.ts).
      void queryClient.invalidateQueries({ queryKey: getPublicSettingsQueryOptions().queryKey });
    },
  });
}
