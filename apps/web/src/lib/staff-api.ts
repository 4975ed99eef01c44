import { paths } from '@/config/paths';
import { API_BASE, createApiClient } from '@/lib/api-client';
import { clearStaffSession, getStaffSession, saveStaffSessionReply } from '@/lib/session';

/** The back office's API client: the staff bearer token, refreshed through /admin/refresh (its own cookie). */
export const staffApi = createApiClient({
  readToken: () => getStaffSession()?.access_token ?? null,
  saveSession: saveStaffSessionReply,
  clearSession: clearStaffSession,
  refreshPath: '/admin/refresh',
  onSessionLost: () => window.location.assign(paths.staff.login.getHref()),
});

/** A document URL as the API gives it (`/api/v1/admin/files/7`) as a path for the client. */
export function toClientPath(url: string): string {
  return url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
}
