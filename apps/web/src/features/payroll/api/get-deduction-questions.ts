import type { staffDeductionQuestionsSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/payroll/questions: members' questions on their deductions, open ones oldest first, then answered. */
export async function getDeductionQuestions(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/payroll/questions', signal);
  return declaredData<typeof staffDeductionQuestionsSchema>(reply.data);
}

export const getDeductionQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'payroll', 'questions'],
    queryFn: ({ signal }) => getDeductionQuestions(signal),
  });

export function useDeductionQuestions() {
  return useQuery(getDeductionQuestionsQueryOptions());
}
