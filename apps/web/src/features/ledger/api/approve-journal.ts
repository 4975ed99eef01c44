import type { journalEntrySchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** POST /admin/ledger/journals/{id}/approve: posts a waiting entry (403 for the staff member who made it). */
export async function approveJournal(id: number) {
  const reply = await staffApi.post<unknown>(`/admin/ledger/journals/${id}/approve`);
  return { entry: declaredData<typeof journalEntrySchema>(reply.data), message: reply.message };
}

export function useApproveJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveJournal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerQueryKey }),
  });
}
