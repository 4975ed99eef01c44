import type { applicationDetailSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/applications/{id}: member, terms, schedule, documents, other loans, chain and decisions. */
export async function getApplicationDetail(id: number, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(`/admin/applications/${id}`, signal);
  return declaredData<typeof applicationDetailSchema>(reply.data);
}

export const getApplicationDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'application', id],
    queryFn: ({ signal }) => getApplicationDetail(id, signal),
  });

export function useApplicationDetail(id: number) {
  return useQuery(getApplicationDetailQueryOptions(id));
}
