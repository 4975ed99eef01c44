import type { CalculatorReply, CalculatorRequest, calculatorReplySchema } from '@kopkar/domain';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** POST /Calculator: monthly instalment (payment), amount (principal) and total interest, integer Rupiah. */
export async function calculateLoan(request: CalculatorRequest): Promise<CalculatorReply> {
  const reply = await api.post<unknown>('/Calculator', request);
  return declaredData<typeof calculatorReplySchema>(reply.data);
}
