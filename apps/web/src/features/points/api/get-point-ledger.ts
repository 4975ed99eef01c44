import type { PointLedgerEntry } from '@kopkar/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pointsQueryKey } from './get-point-offers';

/** GET /Poin/Ledger/{id}: every movement of the balance (earned and spent), newest first. */
export async function getPointLedger(memberId: number, signal?: AbortSignal): Promise<PointLedgerEntry[]> {
  return (await api.get<PointLedgerEntry[]>(`/Poin/Ledger/${memberId}`, signal)).data;
}

export function usePointLedger(memberId: number | undefined) {
  return useQuery({
    queryKey: [...pointsQueryKey, 'ledger', memberId],
    queryFn: ({ signal }) => getPointLedger(memberId as number, signal),
    enabled: memberId !== undefined,
  });
}
