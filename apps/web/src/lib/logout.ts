import { API_BASE, api } from './api-client';
import { clearFormerSession, clearSession } from './session';

/** POST /logout (revokes the refresh cookie), forgets the session and reloads at `/` (SPEC §4). */
export async function logout(): Promise<void> {
  try {
    await api.post('/logout');
  } catch {
    // The local session goes regardless: the member asked to leave.
  }
  clearSession();
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
