import { type Context, createContext, useContext, useSyncExternalStore } from 'react';

type Listener = () => void;

/** One stored sign-in kind: its localStorage key and how to tell a stored value is one of its sessions. */
export type SessionStoreOptions<T> = {
  storageKey: string;
  isSession: (value: unknown) => value is T;
  /**
   * The session a page was rendered on the server for (docs/decisions/0016-signed-in-pages-rendered-for-their-member.md):
   * what the server's render and the browser's hydration read, one per render (never module state: the server
   * renders many members' pages at once). Without it both read "signed out".
   */
  serverSession?: Context<T | null>;
};

/**
 * A sign-in kept in localStorage under its own key (so one browser can hold a member and a staff session at once),
 * cached in memory, shared with other tabs through the `storage` event, and readable from React with `useStored()`.
 * Member and staff sessions are two instances of this one store (lib/session.ts).
 */
export function createSessionStore<T>({ storageKey, isSession, serverSession }: SessionStoreOptions<T>) {
  const listeners = new Set<Listener>();
  const renderedSession = serverSession ?? createContext<T | null>(null);
  let current: T | null | undefined;

  function readStored(): T | null {
    try {
      const raw = localStorage.getItem(storageKey);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      return isSession(parsed) ? parsed : null;
    } catch {
      // A corrupt entry is treated as signed out.
      return null;
    }
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  /** The stored session, or null when signed out. */
  function get(): T | null {
    if (current === undefined) current = readStored();
    return current;
  }

  function set(session: T): void {
    current = session;
    localStorage.setItem(storageKey, JSON.stringify(session));
    notify();
  }

  function clear(): void {
    current = null;
    localStorage.removeItem(storageKey);
    notify();
  }

  function subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  // Another tab signing in or out changes this tab too.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== storageKey && event.key !== null) return;
      current = readStored();
      notify();
    });
  }

  /** The current session, re-rendering when it changes. */
  function useStored(): T | null {
    const rendered = useContext(renderedSession);
    return useSyncExternalStore(subscribe, get, () => rendered);
  }

  return { get, set, clear, subscribe, useStored, storageKey };
}
