import type { ledgerAccountSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

export type RenameLedgerAccountVariables = { code: string; name: string };

/** PATCH /admin/ledger/accounts/{code} (ADMIN): a new name; the code and the type never change. */
export async function renameLedgerAccount({ code, name }: RenameLedgerAccountVariables) {
  const reply = await staffApi.request<unknown>(`/admin/ledger/accounts/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    body: { name },
  });
  return { account: declaredData<typeof ledgerAccountSchema>(reply.data), message: reply.message };
}

export function useRenameLedgerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameLedgerAccount,
    // The chart (its key, getLedgerAccountsQueryOptions', is under this one; the list refetches before the call
    // settles) and every other table of the books, which names the accounts too: trial balance, lines, statements.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerQueryKey }),
  });
}
