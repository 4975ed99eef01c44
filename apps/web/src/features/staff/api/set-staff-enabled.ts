import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { getStaffAccountsQueryOptions } from './get-staff-accounts';

/** POST /admin/staff/{id}/disable|enable. */
export async function setStaffEnabled(id: number, enabled: boolean): Promise<string> {
  return (await staffApi.post(`/admin/staff/${id}/${enabled ? 'enable' : 'disable'}`, {})).message;
}

export function useSetStaffEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => setStaffEnabled(id, enabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getStaffAccountsQueryOptions().queryKey }),
  });
}
