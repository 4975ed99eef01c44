import type { RateCheckReply, RateCheckRequest, rateCheckReplySchema } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** POST /cekrate: the rate tier of the product for the amount (TenorMax in months, EffectiveRate % per year). */
export async function checkRate(request: RateCheckRequest): Promise<RateCheckReply> {
  const reply = await api.post<unknown>('/cekrate', request);
  return declaredData<typeof rateCheckReplySchema>(reply.data);
}

/**
 * Asked each time the member settles on an amount or product, never cached: a refused amount asked again must
 * refuse again (the caller's popup). The observer follows only the latest call (use-loan-quote.ts).
 */
export function useCheckRate() {
  return useMutation({ mutationFn: checkRate });
}
