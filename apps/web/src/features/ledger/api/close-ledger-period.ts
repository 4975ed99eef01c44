import type { closedPeriodSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** POST /admin/ledger/periods/{YYYY-MM}/close: no entry may be dated in the month any more (409 when closed). */
export async function closeLedgerPeriod(month: string) {
  const reply = await staffApi.post<unknown>(`/admin/ledger/periods/${encodeURIComponent(month)}/close`);
  return { closed: declaredData<typeof closedPeriodSchema>(reply.data), message: reply.message };
}

export function useCloseLedgerPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeLedgerPeriod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerQueryKey }),
  });
}
