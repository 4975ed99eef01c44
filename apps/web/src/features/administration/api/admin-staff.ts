import type { CreateStaffRequest, StaffAccount, UpdateStaffRequest } from '@kopkar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/staff: every staff account (never a password hash). */
export async function getStaffAccounts(signal?: AbortSignal) {
  return (await staffApi.get<StaffAccount[]>('/admin/staff', signal)).data;
}

export function useStaffAccounts() {
  return useQuery({ queryKey: ['staff', 'admin-staff'], queryFn: ({ signal }) => getStaffAccounts(signal) });
}

export type StaffSave =
  | { id: null; request: CreateStaffRequest }
  | { id: number; request: UpdateStaffRequest };

/** POST /admin/staff (new) or PATCH /admin/staff/{id}; resolves with the server's message. */
export async function saveStaffAccount(save: StaffSave): Promise<string> {
  const reply =
    save.id === null
      ? await staffApi.post<StaffAccount>('/admin/staff', save.request)
      : await staffApi.request<StaffAccount>(`/admin/staff/${save.id}`, {
          method: 'PATCH',
          body: save.request,
        });
  return reply.message;
}

/** POST /admin/staff/{id}/disable|enable. */
export async function setStaffEnabled(id: number, enabled: boolean): Promise<string> {
  return (await staffApi.post(`/admin/staff/${id}/${enabled ? 'enable' : 'disable'}`, {})).message;
}

export function useSaveStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'admin-staff'] }),
  });
}

export function useSetStaffEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => setStaffEnabled(id, enabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'admin-staff'] }),
  });
}
