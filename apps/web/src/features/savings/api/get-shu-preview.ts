import type { shuPreviewSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { getShuYearsQueryOptions } from './get-shu-years';

/** GET /admin/shu/{year}/preview: only once a decision exists for the year. */
export async function getShuPreview(year: number, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(`/admin/shu/${year}/preview`, signal);
  return declaredData<typeof shuPreviewSchema>(reply.data);
}

export const getShuPreviewQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...getShuYearsQueryOptions().queryKey, year, 'preview'],
    queryFn: ({ signal }) => getShuPreview(year, signal),
  });

export function useShuPreview(year: number, isEnabled: boolean) {
  return useQuery({ ...getShuPreviewQueryOptions(year), enabled: isEnabled });
}
