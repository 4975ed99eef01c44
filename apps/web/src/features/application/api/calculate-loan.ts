import type { CalculatorReply, CalculatorRequest, calculatorReplySchema } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** POST /Calculator: monthly instalment (payment), amount (principal) and total interest, integer Rupiah. */
export async function calculateLoan(request: CalculatorRequest): Promise<CalculatorReply> {
  const reply = await api.post<unknown>('/Calculator', request);
  return declaredData<typeof calculatorReplySchema>(reply.data);
}

/** Asked after each rate tier for the chosen tenor, never cached; the observer follows only the latest call. */
export function useCalculateLoan() {
  return useMutation({ mutationFn: calculateLoan });
}
