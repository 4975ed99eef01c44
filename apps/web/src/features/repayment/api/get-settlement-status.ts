import type { SettlementStatusReply, settlementStatusSchema } from '@kopkar/domain';
import { useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

export const settlementStatusKey = (agreementNo: string) => ['settlement-status', agreementNo] as const;

/** GET /StatusPelunasan/{agreementNo}: the latest settlement request of the loan and today's (or frozen) quote. */
export async function getSettlementStatus(
  agreementNo: string,
  signal?: AbortSignal,
): Promise<SettlementStatusReply> {
  const reply = await api.get<unknown>(`/StatusPelunasan/${encodeURIComponent(agreementNo)}`, signal);
  return declaredData<typeof settlementStatusSchema>(reply.data);
}

export function useSettlementStatus(agreementNo: string) {
  return useQuery({
    queryKey: settlementStatusKey(agreementNo),
    queryFn: ({ signal }) => getSettlementStatus(agreementNo, signal),
    enabled: agreementNo !== '',
    retry: false,
  });
}
