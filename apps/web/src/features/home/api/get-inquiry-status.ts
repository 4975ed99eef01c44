import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /InquiryStatus/{nik}: 'Sedang dalam approval' while an application is under approval, else ''.
 * Same query key as the header's Loan gate, so both read one cached answer.
 */
export async function getInquiryStatus(nik: string, signal?: AbortSignal): Promise<string> {
  const reply = await api.get<{ Status: string | null } | null>(
    `/InquiryStatus/${encodeURIComponent(nik)}`,
    signal,
  );
  return reply.data?.Status ?? '';
}

export function useInquiryStatus(nik: string | undefined) {
  return useQuery({
    queryKey: ['inquiry-status', nik ?? ''],
    queryFn: ({ signal }) => getInquiryStatus(nik ?? '', signal),
    enabled: Boolean(nik),
  });
}
