import { type LoanHistoryItem, loanHistoryItemSchema } from '@kopkar/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /HistoryPinjamanAll/{nik}: every application of the member; 403 for another member's NIK. */
export async function getAllLoanHistory(nik: string, signal?: AbortSignal): Promise<LoanHistoryItem[]> {
  const reply = await api.get<unknown>(`/HistoryPinjamanAll/${encodeURIComponent(nik)}`, signal);
  return loanHistoryItemSchema.array().parse(reply.data);
}

export function useAllLoanHistory(nik: string) {
  return useQuery({
    queryKey: ['loan-history-all', nik],
    queryFn: ({ signal }) => getAllLoanHistory(nik, signal),
    retry: false,
  });
}
