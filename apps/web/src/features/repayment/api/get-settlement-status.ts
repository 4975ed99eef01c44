import type { SettlementStatusReply, settlementStatusSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /StatusPelunasan/{agreementNo}: the latest settlement request of the loan and today's (or frozen) quote. */
export async function getSettlementStatus(
  agreementNo: string,
  signal?: AbortSignal,
): Promise<SettlementStatusReply> {
  const reply = await api.get<unknown>(`/StatusPelunasan/${encodeURIComponent(agreementNo)}`, signal);
  return declaredData<typeof settlementStatusSchema>(reply.data);
}

/** The loan's settlement status; both settlement actions refresh it. */
export const getSettlementStatusQueryOptions = (agreementNo: string) =>
  queryOptions({
    queryKey: ['settlement-status', agreementNo],
    queryFn: ({ signal }) => getSettlementStatus(agreementNo, signal),
    retry: false,
  });

export function useSettlementStatus(agreementNo: string) {
  return useQuery({ ...getSettlementStatusQueryOptions(agreementNo), enabled: agreementNo !== '' });
}
