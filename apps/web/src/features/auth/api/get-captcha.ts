import type { CaptchaReply } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /get-key/math: a PNG of a sum and its single-use key. */
export async function getCaptcha(signal?: AbortSignal): Promise<CaptchaReply> {
  const reply = await api.get<CaptchaReply>('/get-key/math', signal);
  return reply.data;
}

export const getCaptchaQueryOptions = () =>
  queryOptions({
    queryKey: ['captcha'],
    queryFn: ({ signal }) => getCaptcha(signal),
    // Single use: never show a cached one again.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useCaptcha() {
  return useQuery(getCaptchaQueryOptions());
}
