import type { FundingRequest } from '@kopkar/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { FundingPreview, FundingQueueItem, FundingResult } from '@/lib/staff-types';

/** GET /admin/funding/queue: approved applications waiting for disbursement. */
export async function getFundingQueue(signal?: AbortSignal): Promise<FundingQueueItem[]> {
  return (await staffApi.get<FundingQueueItem[]>('/admin/funding/queue', signal)).data;
}

export function useFundingQueue() {
  return useQuery({ queryKey: ['staff', 'funding'], queryFn: ({ signal }) => getFundingQueue(signal) });
}

/** POST /admin/funding/{id}/preview: the disbursement figures for a date and an optional replaced loan. */
export async function previewFunding(id: number, request: FundingRequest): Promise<FundingPreview> {
  return (await staffApi.post<FundingPreview>(`/admin/funding/${id}/preview`, request)).data;
}

export function useFundingPreview(id: number, request: FundingRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'funding-preview', id, request.fundingDate, request.replaceAgreementId ?? null],
    queryFn: () => previewFunding(id, request),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/** POST /admin/funding/{id}: creates the agreement (idempotent: a second call answers the same one). */
export async function fundApplication(
  id: number,
  request: FundingRequest,
): Promise<{ result: FundingResult; message: string }> {
  const reply = await staffApi.post<FundingResult>(`/admin/funding/${id}`, request);
  return { result: reply.data, message: reply.message };
}

export function useFundApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FundingRequest) => fundApplication(id, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'funding'] }),
  });
}
