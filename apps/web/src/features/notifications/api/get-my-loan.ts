import { type ApprovalData, approvalDataSchema } from '@kopkar/domain';
import { api } from '@/lib/api-client';

/** GET /MyLoan/{applicationId}: the amounts a process-page entry needs when a notification is opened. */
export async function getMyLoan(applicationId: number): Promise<ApprovalData> {
  const reply = await api.get<unknown>(`/MyLoan/${applicationId}`);
  return approvalDataSchema.parse(reply.data);
}
