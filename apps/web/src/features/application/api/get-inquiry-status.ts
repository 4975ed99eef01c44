import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /InquiryStatus/{nik}: 'Sedang dalam approval' while an application is under approval, else ''. */
export async function getInquiryStatus(nik: string, signal?: AbortSignal): Promise<string> {
  const reply = await api.get<{ Status: string | null }>(`/InquiryStatus/${encodeURIComponent(nik)}`, signal);
  return reply.data?.Status ?? '';
}

export const inquiryStatusQueryOptions = (nik: string) =>
  queryOptions({
    queryKey: ['inquiry-status', nik],
    queryFn: ({ signal }) => getInquiryStatus(nik, signal),
  });

export function useInquiryStatus(nik: string | undefined) {
  return useQuery({ ...inquiryStatusQueryOptions(nik ?? ''), enabled: Boolean(nik) });
}
