import type { ApprovalData, approvalDataSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /MyLoan/{applicationId}: approval and funding figures of one application. */
export async function getMyLoan(applicationId: number, signal?: AbortSignal): Promise<ApprovalData> {
  const reply = await api.get<unknown>(`/MyLoan/${applicationId}`, signal);
  return declaredData<typeof approvalDataSchema>(reply.data);
}

export const getMyLoanQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: ['my-loan', applicationId],
    queryFn: ({ signal }) => getMyLoan(applicationId, signal),
  });

export function useMyLoan(applicationId: number | null) {
  return useQuery({ ...getMyLoanQueryOptions(applicationId ?? 0), enabled: applicationId !== null });
}
