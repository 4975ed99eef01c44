import { staffApi } from '@/lib/staff-api';

/** POST /admin/logout (revokes the refresh cookie); the caller forgets the local session either way. */
export async function logoutStaff(): Promise<void> {
  await staffApi.post('/admin/logout');
}
