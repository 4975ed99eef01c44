import type { CaptchaReply, StaffLoginRequest, StaffSessionReply } from '@kopkar/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { setStaffSession } from '@/lib/session';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/get-key/math: the staff login's captcha picture and its single-use key. */
export async function getStaffCaptcha(signal?: AbortSignal): Promise<CaptchaReply> {
  return (await staffApi.get<CaptchaReply>('/admin/get-key/math', signal)).data;
}

export function useStaffCaptcha() {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'captcha'],
      queryFn: ({ signal }) => getStaffCaptcha(signal),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  );
}

/** POST /admin/login; the refresh token comes back as an httpOnly cookie scoped to /api/v1/admin. */
export async function loginStaff(request: StaffLoginRequest): Promise<StaffSessionReply> {
  return (await staffApi.post<StaffSessionReply>('/admin/login', request)).data;
}

export function useStaffLogin(options: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: loginStaff,
    onSuccess: (data) => {
      setStaffSession({ access_token: data.access_token, staff: data.staff });
      options.onSuccess();
    },
  });
}

/** POST /admin/logout (revokes the refresh cookie); the caller forgets the local session either way. */
export async function logoutStaff(): Promise<void> {
  await staffApi.post('/admin/logout');
}
