import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { SettingRow } from './admin-types';

/** GET /admin/settings: every stored setting. */
export async function getSettings(signal?: AbortSignal) {
  return (await staffApi.get<SettingRow[]>('/admin/settings', signal)).data;
}

export function useSettings() {
  return useQuery({ queryKey: ['staff', 'admin-settings'], queryFn: ({ signal }) => getSettings(signal) });
}

/** PUT /admin/settings/{key} with the typed value; 422 carries the key's rule as the message. */
export async function updateSetting(key: string, value: unknown) {
  const reply = await staffApi.request<SettingRow>(`/admin/settings/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: { value },
  });
  return { setting: reply.data, message: reply.message };
}

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: unknown }) => updateSetting(key, value),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['staff', 'admin-settings'] });
      void queryClient.invalidateQueries({ queryKey: ['public-settings'] });
    },
  });
}
