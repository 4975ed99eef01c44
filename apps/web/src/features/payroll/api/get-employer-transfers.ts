import type { employerTransfersSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/payroll/{period}/transfers: a posted period's deducted total, transfers received and what is left. */
export async function getEmployerTransfers(period: string, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(`/admin/payroll/${period}/transfers`, signal);
  return declaredData<typeof employerTransfersSchema>(reply.data);
}

export const getEmployerTransfersQueryOptions = (period: string) =>
  queryOptions({
    queryKey: ['staff', 'payroll', period, 'transfers'],
    queryFn: ({ signal }) => getEmployerTransfers(period, signal),
  });

export function useEmployerTransfers(period: string) {
  return useQuery(getEmployerTransfersQueryOptions(period));
}
