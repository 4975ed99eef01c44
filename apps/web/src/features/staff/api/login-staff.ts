import type { StaffLoginRequest, StaffSessionReply } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { setStaffSession } from '@/lib/session';
import { staffApi } from '@/lib/staff-api';

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
