import { api } from './api-client';
import { clearDrafts } from './draft-store';
import { clearSession } from './session';

/**
 * POST /logout (revokes the refresh cookie), forgets the session and the drafts kept on this device, and reloads
 * at `/` (SPEC §4).
 */
export async function logout(): Promise<void> {
  try {
    await api.post('/logout');
  } catch {
    // The local session goes regardless: the member asked to leave.
  }
  clearSession();
  await clearDrafts();
  window.location.assign('/');
}
