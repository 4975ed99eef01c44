import type { LoanActionReply, loanActionReplySchema } from '@kopkar/domain';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** POST /CancelPengajuan: cancels a NEW application HC has not touched; the reply carries the toast. */
export async function cancelApplication(applicationId: number): Promise<LoanActionReply> {
  const reply = await api.post<unknown>('/CancelPengajuan', { id: applicationId });
  return declaredData<typeof loanActionReplySchema>(reply.data);
}
