import type { AmortisationReport, amortisationReportSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /ListAmortisasi/{agreementNo}: the loan's header facts and its repayment schedule. */
export async function getAmortisation(
  agreementNo: string,
  signal?: AbortSignal,
): Promise<AmortisationReport> {
  const reply = await api.get<unknown>(`/ListAmortisasi/${encodeURIComponent(agreementNo)}`, signal);
  return declaredData<typeof amortisationReportSchema>(reply.data);
}

export const getAmortisationQueryOptions = (agreementNo: string) =>
  queryOptions({
    queryKey: ['amortisation', agreementNo],
    queryFn: ({ signal }) => getAmortisation(agreementNo, signal),
    retry: false,
  });

export function useAmortisation(agreementNo: string) {
  return useQuery({ ...getAmortisationQueryOptions(agreementNo), enabled: agreementNo !== '' });
}
