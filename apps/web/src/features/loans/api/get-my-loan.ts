import { type ApprovalData, approvalDataSchema } from '@kopkar/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /MyLoan/{applicationId}: approval and funding figures of one application. */
export async function getMyLoan(applicationId: number, signal?: AbortSignal): Promise<ApprovalData> {
  const reply = await api.get<unknown>(`/MyLoan/${applicationId}`, signal);
  return approvalDataSchema.parse(reply.data);
}

export function useMyLoan(applicationId: number | null) {
  return useQuery({
    queryKey: ['my-loan', applicationId],
    queryFn: ({ signal }) => getMyLoan(applicationId ?? 0, signal),
    enabled: applicationId !== null,
  });
}
