import { type CalculatorReply, type CalculatorRequest, calculatorReplySchema } from '@kopkar/domain';
import { api } from '@/lib/api-client';

/** POST /Calculator: monthly instalment (payment), amount (principal) and total interest, integer Rupiah. */
export async function calculateLoan(request: CalculatorRequest): Promise<CalculatorReply> {
  const reply = await api.post<unknown>('/Calculator', request);
  return calculatorReplySchema.parse(reply.data);
}
