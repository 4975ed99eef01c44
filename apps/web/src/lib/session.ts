import type { User } from '@kopkar/domain';
import { useSyncExternalStore } from 'react';

/** The stored login (SPEC §3 "Session"): kept in localStorage under 'session' so it survives a reload. */
export type Session = { access_token: string; user: User };

export const SESSION_STORAGE_KEY = 'session';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined;

function readStoredSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'access_token' in parsed &&
      typeof parsed.access_token === 'string' &&
      'user' in parsed &&
      typeof parsed.user === 'object' &&
      parsed.user !== null
    ) {
      return parsed as Session;
    }
  } catch {
    // A corrupt entry is treated as logged out.
  }
  return null;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Returns the stored session, or null when logged out. */
export function getSession(): Session | null {
  if (current === undefined) current = readStoredSession();
  return current;
}

export function setSession(session: Session): void {
  current = session;
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

/** Replaces the stored user (after /me or a profile change), keeping the token. */
export function updateSessionUser(user: User): void {
  const session = getSession();
  if (session) setSession({ ...session, user });
}

export function clearSession(): void {
  current = null;
  localStorage.removeItem(SESSION_STORAGE_KEY);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    current = readStoredSession();
    notify();
  });
}

/** The current session, re-rendering when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
