import type { payrollPeriodRowSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/payroll: the periods FINANCE may preview or has posted. */
export async function getPayrollPeriods(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/payroll', signal);
  return declaredList<typeof payrollPeriodRowSchema>(reply.data);
}

export const getPayrollPeriodsQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'payroll'], queryFn: ({ signal }) => getPayrollPeriods(signal) });

export function usePayrollPeriods() {
  return useQuery(getPayrollPeriodsQueryOptions());
}
