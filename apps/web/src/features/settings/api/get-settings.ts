import type { settingRowSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/settings: every stored setting. */
export async function getSettings(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/settings', signal);
  return declaredList<typeof settingRowSchema>(reply.data);
}

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'admin-settings'], queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
