import type { LoanHistoryItem, loanHistoryItemSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /HistoryPinjaman/{nik}: the member's latest five applications, newest first. */
export async function getLoanHistory(nik: string, signal?: AbortSignal): Promise<LoanHistoryItem[]> {
  const reply = await api.get<unknown>(`/HistoryPinjaman/${encodeURIComponent(nik)}`, signal);
  return declaredList<typeof loanHistoryItemSchema>(reply.data);
}

export const getLoanHistoryQueryOptions = (nik: string | undefined) =>
  queryOptions({
    queryKey: ['loan-history', nik],
    queryFn: ({ signal }) => getLoanHistory(nik ?? '', signal),
  });

export function useLoanHistory(nik: string | undefined) {
  return useQuery({ ...getLoanHistoryQueryOptions(nik), enabled: Boolean(nik) });
}
