import type { RateCheckReply, RateCheckRequest, rateCheckReplySchema } from '@kopkar/domain';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** POST /cekrate: the rate tier of the product for the amount (TenorMax in months, EffectiveRate % per year). */
export async function checkRate(request: RateCheckRequest): Promise<RateCheckReply> {
  const reply = await api.post<unknown>('/cekrate', request);
  return declaredData<typeof rateCheckReplySchema>(reply.data);
}
