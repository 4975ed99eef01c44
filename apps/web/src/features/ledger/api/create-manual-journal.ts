import type { journalEntrySchema, ManualJournalRequest } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** POST /admin/ledger/journals: a manual entry, waiting until another staff member approves it. */
export async function createManualJournal(request: ManualJournalRequest) {
  const reply = await staffApi.post<unknown>('/admin/ledger/journals', request);
  return { entry: declaredData<typeof journalEntrySchema>(reply.data), message: reply.message };
}

export function useCreateManualJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualJournal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerQueryKey }),
  });
}
