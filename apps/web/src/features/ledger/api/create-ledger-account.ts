import type { CreateAccountRequest, ledgerAccountSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/**
 * POST /admin/ledger/accounts (ADMIN): a new account, its type the one its code's first digit names; a code in
 * use answers 409 (`Kode akun 1101 sudah dipakai`).
 */
export async function createLedgerAccount(request: CreateAccountRequest) {
  const reply = await staffApi.post<unknown>('/admin/ledger/accounts', request);
  return { account: declaredData<typeof ledgerAccountSchema>(reply.data), message: reply.message };
}

export function useCreateLedgerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLedgerAccount,
    // The chart (its key, getLedgerAccountsQueryOptions', is under this one; the list refetches before the call
    // settles) and every other table of the books, which lists the accounts too: the trial balance has a row each.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerQueryKey }),
  });
}
