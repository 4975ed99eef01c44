import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /InquiryStatus/{nik}: 'Sedang dalam approval' while an application is under approval, else ''. */
export async function getInquiryStatus(nik: string, signal?: AbortSignal): Promise<string> {
  const reply = await api.get<{ Status: string | null } | null>(
    `/InquiryStatus/${encodeURIComponent(nik)}`,
    signal,
  );
  return reply.data?.Status ?? '';
}

/** One cached answer for the header's Loan gate, Home and the application form. */
export const getInquiryStatusQueryOptions = (nik: string) =>
  queryOptions({
    queryKey: ['inquiry-status', nik],
    queryFn: ({ signal }) => getInquiryStatus(nik, signal),
  });

export function useInquiryStatus(nik: string | undefined) {
  return useQuery({ ...getInquiryStatusQueryOptions(nik ?? ''), enabled: Boolean(nik) });
}
