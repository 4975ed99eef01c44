import type { shuYearListSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/shu: the years with a RAT decision, newest first. */
export async function getShuYears(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/shu', signal);
  return declaredData<typeof shuYearListSchema>(reply.data);
}

/** The key every SHU entry starts with (a year's preview included). */
export const getShuYearsQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'shu'], queryFn: ({ signal }) => getShuYears(signal) });

export function useShuYears() {
  return useQuery(getShuYearsQueryOptions());
}
