import type { DeductionQuestionRequest, deductionQuestionSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { getSalaryDeductionQueryOptions } from '@/lib/api/get-salary-deduction';
import { api } from '@/lib/api-client';

type RaiseInput = { nik: string; request: DeductionQuestionRequest };

/**
 * POST /PotonganGaji/{nik}/keberatan: a question on one line of the coming period's deduction, before its cut-off.
 * A retried send asks once without a key: the server keeps one open question per line (a 409 for the second).
 */
export async function raiseDeductionQuestion({ nik, request }: RaiseInput) {
  const reply = await api.post<unknown>(`/PotonganGaji/${encodeURIComponent(nik)}/keberatan`, request);
  return { question: declaredData<typeof deductionQuestionSchema>(reply.data), message: reply.message };
}

/** Raising a question; the deduction (its lines and the member's questions) is read again whatever the outcome. */
export function useRaiseDeductionQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseDeductionQuestion,
    onSettled: (_data, _error, { nik }) =>
      queryClient.invalidateQueries({ queryKey: getSalaryDeductionQueryOptions(nik).queryKey }),
  });
}
