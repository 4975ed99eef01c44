import { type LoanHistoryItem, loanHistoryItemSchema } from '@kopkar/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /HistoryPinjamanAll/{nik}: every application of the member, used to count unfinished loans. */
export async function getLoanHistoryAll(nik: string, signal?: AbortSignal): Promise<LoanHistoryItem[]> {
  const reply = await api.get<unknown>(`/HistoryPinjamanAll/${encodeURIComponent(nik)}`, signal);
  return z.array(loanHistoryItemSchema).parse(reply.data);
}

export function useLoanHistoryAll(nik: string | undefined) {
  return useQuery({
    queryKey: ['loan-history-all', nik],
    queryFn: ({ signal }) => getLoanHistoryAll(nik ?? '', signal),
    enabled: Boolean(nik),
    // The check page must reflect loans as they are now, not a cached list.
    refetchOnMount: 'always',
    retry: false,
  });
}
