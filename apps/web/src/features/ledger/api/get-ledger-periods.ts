import type { closedPeriodRowSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** GET /admin/ledger/periods: the months closed, newest first. */
export async function getLedgerPeriods(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/ledger/periods', signal);
  return declaredList<typeof closedPeriodRowSchema>(reply.data);
}

export const getLedgerPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: [...ledgerQueryKey, 'periods'],
    queryFn: ({ signal }) => getLedgerPeriods(signal),
  });

export function useLedgerPeriods() {
  return useQuery(getLedgerPeriodsQueryOptions());
}
