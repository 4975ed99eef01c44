import type { CaptchaReply } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/get-key/math: the staff login's captcha picture and its single-use key. */
export async function getStaffCaptcha(signal?: AbortSignal): Promise<CaptchaReply> {
  return (await staffApi.get<CaptchaReply>('/admin/get-key/math', signal)).data;
}

export const getStaffCaptchaQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'captcha'],
    queryFn: ({ signal }) => getStaffCaptcha(signal),
    // Single use: never show a cached one again.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useStaffCaptcha() {
  return useQuery(getStaffCaptchaQueryOptions());
}
