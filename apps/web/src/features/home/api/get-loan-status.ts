import type { LoanStatusSummary, loanStatusSummarySchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /StatusPinjaman/{nik}: running-loan balance and the application in process (Status '0' when none). */
export async function getLoanStatus(nik: string, signal?: AbortSignal): Promise<LoanStatusSummary> {
  const reply = await api.get<unknown>(`/StatusPinjaman/${encodeURIComponent(nik)}`, signal);
  return declaredData<typeof loanStatusSummarySchema>(reply.data);
}

export const getLoanStatusQueryOptions = (nik: string | undefined) =>
  queryOptions({
    queryKey: ['loan-status', nik],
    queryFn: ({ signal }) => getLoanStatus(nik ?? '', signal),
  });

export function useLoanStatus(nik: string | undefined) {
  return useQuery({ ...getLoanStatusQueryOptions(nik), enabled: Boolean(nik) });
}
