import type { ledgerAccountSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** GET /admin/ledger/accounts: the chart of accounts, in code order. */
export async function getLedgerAccounts(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/ledger/accounts', signal);
  return declaredList<typeof ledgerAccountSchema>(reply.data);
}

export const getLedgerAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...ledgerQueryKey, 'accounts'],
    queryFn: ({ signal }) => getLedgerAccounts(signal),
  });

export function useLedgerAccounts() {
  return useQuery(getLedgerAccountsQueryOptions());
}
