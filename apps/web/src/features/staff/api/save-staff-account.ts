import type { CreateStaffRequest, UpdateStaffRequest } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { getStaffAccountsQueryOptions } from './get-staff-accounts';

export type StaffSave =
  | { id: null; request: CreateStaffRequest }
  | { id: number; request: UpdateStaffRequest };

/** POST /admin/staff (new) or PATCH /admin/staff/{id}; resolves with the server's message. */
export async function saveStaffAccount(save: StaffSave): Promise<string> {
  const reply =
    save.id === null
      ? await staffApi.post<unknown>('/admin/staff', save.request)
      : await staffApi.request<unknown>(`/admin/staff/${save.id}`, { method: 'PATCH', body: save.request });
  return reply.message;
}

export function useSaveStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStaffAccountsQueryOptions().queryKey }),
  });
}
