import type { LoanHistoryItem, loanHistoryItemSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /HistoryPinjamanAll/{nik}: every application of the member; 403 for another member's NIK. */
export async function getAllLoanHistory(nik: string, signal?: AbortSignal): Promise<LoanHistoryItem[]> {
  const reply = await api.get<unknown>(`/HistoryPinjamanAll/${encodeURIComponent(nik)}`, signal);
  return declaredList<typeof loanHistoryItemSchema>(reply.data);
}

export const getAllLoanHistoryQueryOptions = (nik: string) =>
  queryOptions({
    queryKey: ['loan-history-all', nik],
    queryFn: ({ signal }) => getAllLoanHistory(nik, signal),
    retry: false,
  });

/** The history page's list. */
export function useAllLoanHistory(nik: string) {
  return useQuery(getAllLoanHistoryQueryOptions(nik));
}

/** The application form's count of unfinished loans: always as they are now, never a cached list. */
export function useFreshLoanHistory(nik: string | undefined) {
  return useQuery({
    ...getAllLoanHistoryQueryOptions(nik ?? ''),
    enabled: Boolean(nik),
    refetchOnMount: 'always',
  });
}
