import type { CounterOfferAnswer, LoanActionReply, loanActionReplySchema } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** POST /PengajuanPinjamanNST: approval 1 accepts the approver's counter-offer, 0 declines it. */
export async function answerCounterOffer(answer: CounterOfferAnswer): Promise<LoanActionReply> {
  const reply = await api.post<unknown>('/PengajuanPinjamanNST', answer);
  return declaredData<typeof loanActionReplySchema>(reply.data);
}

export function useAnswerCounterOffer() {
  return useMutation({ mutationFn: answerCounterOffer });
}
