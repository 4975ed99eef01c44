import type { PaymentHistoryRow, paymentHistoryRowSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /HistoryPembayaran/{agreementNo}: every instalment with its payment, if any. */
export async function getPaymentHistory(
  agreementNo: string,
  signal?: AbortSignal,
): Promise<PaymentHistoryRow[]> {
  const reply = await api.get<unknown>(`/HistoryPembayaran/${encodeURIComponent(agreementNo)}`, signal);
  return declaredList<typeof paymentHistoryRowSchema>(reply.data);
}

export const getPaymentHistoryQueryOptions = (agreementNo: string) =>
  queryOptions({
    queryKey: ['payment-history', agreementNo],
    queryFn: ({ signal }) => getPaymentHistory(agreementNo, signal),
    retry: false,
  });

export function usePaymentHistory(agreementNo: string) {
  return useQuery({ ...getPaymentHistoryQueryOptions(agreementNo), enabled: agreementNo !== '' });
}
