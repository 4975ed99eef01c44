import type { SavingsDepositRequest, SavingsWithdrawalRequest } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savingsQueryKey } from './savings-keys';

/** POST /Simpanan/Sukarela/Setor: the transfer and its proof; one Idempotency-Key per confirmed form. */
export async function submitDeposit(input: { request: SavingsDepositRequest; idempotencyKey: string }) {
  const reply = await api.post<unknown>('/Simpanan/Sukarela/Setor', input.request, {
    'Idempotency-Key': input.idempotencyKey,
  });
  return reply.message;
}

/** POST /Simpanan/Sukarela/Tarik: a withdrawal to the payroll account; one Idempotency-Key per confirmation. */
export async function requestWithdrawal(input: {
  request: SavingsWithdrawalRequest;
  idempotencyKey: string;
}) {
  const reply = await api.post<unknown>('/Simpanan/Sukarela/Tarik', input.request, {
    'Idempotency-Key': input.idempotencyKey,
  });
  return reply.message;
}

/** POST /Simpanan/Sukarela/Tarik/{id}/Batal: the member cancels a withdrawal not yet approved. */
export async function cancelWithdrawal(id: number) {
  return (await api.post<unknown>(`/Simpanan/Sukarela/Tarik/${id}/Batal`, {})).message;
}

/** The three actions; each refreshes balances, history and requests afterwards, whatever the outcome. */
export function useSukarelaActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: savingsQueryKey });
  return {
    deposit: useMutation({ mutationFn: submitDeposit, onSettled }),
    withdraw: useMutation({ mutationFn: requestWithdrawal, onSettled }),
    cancel: useMutation({ mutationFn: cancelWithdrawal, onSettled }),
  };
}
