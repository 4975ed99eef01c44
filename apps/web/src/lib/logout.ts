import { API_BASE, api } from './api-client';
import { clearDrafts } from './draft-store';
import { clearFormerSession, clearSession } from './session';

/**
 * POST /logout (revokes the refresh cookie), forgets the session and the drafts kept on this device, and reloads
 * at `/` (docs/product/loans.md#loan-statuses).
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

/** Ends a former member's read-only session the same way: the cookie's family revoked, the session forgotten. */
export async function logoutFormerMember(): Promise<void> {
  try {
    await fetch(`${API_BASE}/logout`, { method: 'POST', credentials: 'same-origin' });
  } catch {
    // The local session goes regardless.
  }
  clearFormerSession();
  window.location.assign('/');
}
