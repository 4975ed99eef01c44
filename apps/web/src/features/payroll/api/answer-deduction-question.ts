import type { DeductionAnswerRequest, staffDeductionQuestionSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { getDeductionQuestionsQueryOptions } from './get-deduction-questions';

/** POST /admin/payroll/questions/{id}/answer (FINANCE): the answered question and the server's message. */
export async function answerDeductionQuestion({
  id,
  request,
}: {
  id: number;
  request: DeductionAnswerRequest;
}) {
  const reply = await staffApi.post<unknown>(`/admin/payroll/questions/${id}/answer`, request);
  return {
    question: declaredData<typeof staffDeductionQuestionSchema>(reply.data),
    message: reply.message,
  };
}

/** Answering; the lists are read again whatever the outcome (a 409 means a colleague answered it first). */
export function useAnswerDeductionQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerDeductionQuestion,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getDeductionQuestionsQueryOptions().queryKey }),
  });
}
