import type { accountBookSchema, ReportPeriod } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

type AccountBookRequest = { code: string; period: ReportPeriod; page: number };

/** GET /admin/reports/buku-besar/{code}?from=&to=&page=: one account's lines over [from, to], a page at a time. */
export async function getAccountBook(request: AccountBookRequest, signal?: AbortSignal) {
  const query = new URLSearchParams({ ...request.period, page: String(request.page) }).toString();
  const reply = await staffApi.get<unknown>(`/admin/reports/buku-besar/${request.code}?${query}`, signal);
  return declaredData<typeof accountBookSchema>(reply.data);
}

export const getAccountBookQueryOptions = (request: AccountBookRequest) =>
  queryOptions({
    queryKey: [
      ...ledgerQueryKey,
      'reports',
      'buku-besar',
      request.code,
      request.period.from,
      request.period.to,
      request.page,
    ],
    queryFn: ({ signal }) => getAccountBook(request, signal),
    placeholderData: keepPreviousData,
  });

/** The account's book, once an account is chosen. */
export function useAccountBook(request: AccountBookRequest | null) {
  return useQuery({
    ...getAccountBookQueryOptions(request ?? { code: '', period: { from: '', to: '' }, page: 1 }),
    enabled: request !== null,
  });
}
