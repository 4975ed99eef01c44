import type { settlementQueueItemSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/settlements: requests to check (PT1) and transfer proofs to confirm (PT3), oldest first. */
export async function getSettlementQueue(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/settlements', signal);
  return declaredList<typeof settlementQueueItemSchema>(reply.data);
}

export const getSettlementQueueQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'settlements'], queryFn: ({ signal }) => getSettlementQueue(signal) });

export function useSettlementQueue() {
  return useQuery(getSettlementQueueQueryOptions());
}

/** The proof image of a request (fetched with the staff token by the document viewer). */
export const settlementProofUrl = (id: number) => `/api/v1/admin/settlements/${id}/proof`;
