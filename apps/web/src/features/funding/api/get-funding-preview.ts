import type { FundingRequest, fundingPreviewSchema } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** POST /admin/funding/{id}/preview: the disbursement figures for a date and an optional replaced loan. */
export async function previewFunding(id: number, request: FundingRequest) {
  const reply = await staffApi.post<unknown>(`/admin/funding/${id}/preview`, request);
  return declaredData<typeof fundingPreviewSchema>(reply.data);
}

export const getFundingPreviewQueryOptions = (id: number, request: FundingRequest) =>
  queryOptions({
    queryKey: ['staff', 'funding-preview', id, request.fundingDate, request.replaceAgreementId ?? null],
    queryFn: () => previewFunding(id, request),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useFundingPreview(id: number, request: FundingRequest, enabled: boolean) {
  return useQuery({ ...getFundingPreviewQueryOptions(id, request), enabled });
}
