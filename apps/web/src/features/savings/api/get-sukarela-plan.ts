import type { SukarelaPlanStatus, sukarelaPlanStatusSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { savingsQueryKey } from './savings-keys';

/** GET /Simpanan/Sukarela/Bulanan: the monthly sukarela in force, any later change, and when a change would apply. */
export async function getSukarelaPlan(signal?: AbortSignal): Promise<SukarelaPlanStatus> {
  const reply = await api.get<unknown>('/Simpanan/Sukarela/Bulanan', signal);
  return declaredData<typeof sukarelaPlanStatusSchema>(reply.data);
}

export const getSukarelaPlanQueryOptions = () =>
  queryOptions({
    queryKey: [...savingsQueryKey, 'monthly-plan'],
    queryFn: ({ signal }) => getSukarelaPlan(signal),
  });

export function useSukarelaPlan() {
  return useQuery(getSukarelaPlanQueryOptions());
}
