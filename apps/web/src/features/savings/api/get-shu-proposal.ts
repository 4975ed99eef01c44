import type { shuProposalSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { getShuYearsQueryOptions } from './get-shu-years';

/** GET /admin/shu/{year}/proposal: the year's result in the books allocated as the AD/ART says (ADMIN). */
export async function getShuProposal(year: number, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(`/admin/shu/${year}/proposal`, signal);
  return declaredData<typeof shuProposalSchema>(reply.data);
}

export const getShuProposalQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...getShuYearsQueryOptions().queryKey, year, 'proposal'],
    queryFn: ({ signal }) => getShuProposal(year, signal),
  });

/** Only for a year the field can hold (2000–2100); another answers 422 and asks nothing here. */
export function useShuProposal(year: number) {
  return useQuery({
    ...getShuProposalQueryOptions(year),
    enabled: Number.isInteger(year) && year >= 2000 && year <= 2100,
  });
}
