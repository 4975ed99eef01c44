import type { PointLedgerEntry, pointLedgerEntrySchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { pointsQueryKey } from './get-point-offers';

/** GET /Poin/Ledger/{id}: every movement of the balance (earned and spent), newest first. */
export async function getPointLedger(memberId: number, signal?: AbortSignal): Promise<PointLedgerEntry[]> {
  const reply = await api.get<unknown>(`/Poin/Ledger/${memberId}`, signal);
  return declaredList<typeof pointLedgerEntrySchema>(reply.data);
}

export const getPointLedgerQueryOptions = (memberId: number | undefined) =>
  queryOptions({
    queryKey: [...pointsQueryKey, 'ledger', memberId],
    queryFn: ({ signal }) => getPointLedger(memberId as number, signal),
  });

export function usePointLedger(memberId: number | undefined) {
  return useQuery({ ...getPointLedgerQueryOptions(memberId), enabled: memberId !== undefined });
}
