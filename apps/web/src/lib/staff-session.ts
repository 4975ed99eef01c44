import type { StaffProfile } from '@kopkar/domain';
import { useSyncExternalStore } from 'react';

/** A back-office sign-in: kept apart from the member 'session' so one browser can hold both. */
export type StaffSession = { access_token: string; staff: StaffProfile };

export const STAFF_SESSION_STORAGE_KEY = 'staffSession';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: StaffSession | null | undefined;

function isStaffSession(value: unknown): value is StaffSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { access_token?: unknown; staff?: unknown };
  if (typeof candidate.access_token !== 'string') return false;
  const staff = candidate.staff as { username?: unknown; role?: unknown; name?: unknown } | null | undefined;
  return (
    typeof staff === 'object' &&
    staff !== null &&
    typeof staff.username === 'string' &&
    typeof staff.role === 'string' &&
    typeof staff.name === 'string'
  );
}

function readStoredStaffSession(): StaffSession | null {
  try {
    const raw = localStorage.getItem(STAFF_SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStaffSession(parsed) ? parsed : null;
  } catch {
    // A corrupt entry is treated as signed out.
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** Returns the stored staff session, or null when no staff member is signed in. */
export function getStaffSession(): StaffSession | null {
  if (current === undefined) current = readStoredStaffSession();
  return current;
}

export function setStaffSession(session: StaffSession): void {
  current = session;
  localStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

/** Stores a login or refresh reply (`{access_token, staff}`); returns false when it is not one. */
export function saveStaffSessionReply(data: unknown): boolean {
  if (!isStaffSession(data)) return false;
  setStaffSession({ access_token: data.access_token, staff: data.staff });
  return true;
}

export function clearStaffSession(): void {
  current = null;
  localStorage.removeItem(STAFF_SESSION_STORAGE_KEY);
  notify();
}

export function subscribeStaffSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out of the back office changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STAFF_SESSION_STORAGE_KEY && event.key !== null) return;
    current = readStoredStaffSession();
    notify();
  });
}

/** The current staff session, re-rendering when it changes. */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribeStaffSession, getStaffSession, () => null);
}
