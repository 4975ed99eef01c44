import type { SalaryDeduction, salaryDeductionSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /PotonganGaji/{nik}: the coming period's salary deduction, line by line, and the last posted periods. */
export async function getSalaryDeduction(nik: string, signal?: AbortSignal): Promise<SalaryDeduction> {
  const reply = await api.get<unknown>(`/PotonganGaji/${encodeURIComponent(nik)}`, signal);
  return declaredData<typeof salaryDeductionSchema>(reply.data);
}

/** Read by the /potongan-gaji page and the home page's card (two features, so it lives here). */
export const getSalaryDeductionQueryOptions = (nik: string | undefined) =>
  queryOptions({
    queryKey: ['salary-deduction', nik],
    queryFn: ({ signal }) => getSalaryDeduction(nik ?? '', signal),
  });

export function useSalaryDeduction(nik: string | undefined) {
  return useQuery({ ...getSalaryDeductionQueryOptions(nik), enabled: Boolean(nik) });
}
