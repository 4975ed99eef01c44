import type { journalEntrySchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

export type ReverseJournalVariables = { id: number; date: string; reason: string };

/**
 * POST /admin/ledger/journals/{id}/reverse: a posted manual entry's reversal (every line on the other side), which
 * waits for approval like any manual entry.
 */
export async function reverseJournal({ id, date, reason }: ReverseJournalVariables) {
  const reply = await staffApi.post<unknown>(`/admin/ledger/journals/${id}/reverse`, { date, reason });
  return { entry: declaredData<typeof journalEntrySchema>(reply.data), message: reply.message };
}

export function useReverseJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseJournal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerQueryKey }),
  });
}
