import type { FormerMember, StaffProfile, User } from '@kopkar/domain';
import { createContext } from 'react';
import { createSessionStore } from './session-store';

/** The stored member login (docs/product/data.md "Session"): kept in localStorage under 'session' so it survives a reload. */
export type Session = { access_token: string; user: User };

/** A back-office sign-in (any staff role): kept apart from the member 'session' so one browser can hold both. */
export type StaffSession = { access_token: string; staff: StaffProfile };

/**
 * A member who left, signed in read-only to download their documents (docs/decisions/0017-former-member-access.md):
 * kept apart from the member 'session', so no member page ever sees its token.
 */
export type FormerSession = { access_token: string; former: FormerMember };

export const SESSION_STORAGE_KEY = 'session';
const FORMER_SESSION_STORAGE_KEY = 'formerSession';
export const STAFF_SESSION_STORAGE_KEY = 'staffSession';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isMemberSession(value: unknown): value is Session {
  return isObject(value) && typeof value.access_token === 'string' && isObject(value.user);
}

function isStaffSession(value: unknown): value is StaffSession {
  if (!isObject(value) || typeof value.access_token !== 'string' || !isObject(value.staff)) return false;
  const { username, role, name } = value.staff;
  return typeof username === 'string' && typeof role === 'string' && typeof name === 'string';
}

function isFormerSession(value: unknown): value is FormerSession {
  if (!isObject(value) || typeof value.access_token !== 'string' || !isObject(value.former)) return false;
  return typeof value.former.name === 'string' && typeof value.former.accessUntil === 'string';
}

/**
 * The member a page was rendered on the server for (docs/decisions/0016-signed-in-pages-rendered-for-their-member.md),
 * given by ssr/entry-server.tsx to its render and by main.tsx to the hydration. Its token is empty: the server's
 * render reads with a token of its own that never reaches the page, and the browser with its stored one.
 */
export const RenderedMemberSession = createContext<Session | null>(null);

/** The three kinds of user, one store each: `sessions.member`, `sessions.staff` and `sessions.former`. */
const sessions = {
  former: createSessionStore({ storageKey: FORMER_SESSION_STORAGE_KEY, isSession: isFormerSession }),
  member: createSessionStore({
    storageKey: SESSION_STORAGE_KEY,
    isSession: isMemberSession,
    serverSession: RenderedMemberSession,
  }),
  staff: createSessionStore({ storageKey: STAFF_SESSION_STORAGE_KEY, isSession: isStaffSession }),
} as const;

// The member side's names, kept because most of the app reads the member session.
export const getSession = sessions.member.get;
export const setSession = sessions.member.set;
export const clearSession = sessions.member.clear;
export const useSession = sessions.member.useStored;

/** Whether two copies of a member hold the same values (a User is flat: every field a string, number or null). */
function isSameUser(a: User, b: User): boolean {
  const keys = Object.keys(a) as (keyof User)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Replaces the stored user (after /me or a profile change), keeping the token. The same values change nothing:
 * every component that reads the session would otherwise render again for an equal copy.
 */
export function updateSessionUser(user: User): void {
  const session = getSession();
  if (session && !isSameUser(session.user, user)) setSession({ ...session, user });
}

export const getStaffSession = sessions.staff.get;
export const setStaffSession = sessions.staff.set;
export const clearStaffSession = sessions.staff.clear;
export const useStaffSession = sessions.staff.useStored;

/** Stores a member login or refresh reply (`{access_token, user}`); returns false when it is not one. */
export function saveMemberSessionReply(data: unknown): boolean {
  if (!isMemberSession(data)) return false;
  setSession({ access_token: data.access_token, user: data.user });
  return true;
}

/** Stores a staff login or refresh reply (`{access_token, staff}`); returns false when it is not one. */
export function saveStaffSessionReply(data: unknown): boolean {
  if (!isStaffSession(data)) return false;
  setStaffSession({ access_token: data.access_token, staff: data.staff });
  return true;
}

export const getFormerSession = sessions.former.get;
export const clearFormerSession = sessions.former.clear;
export const useFormerSession = sessions.former.useStored;

/** Stores a former member's login or refresh reply (`{access_token, former}`); returns false when it is not one. */
export function saveFormerSessionReply(data: unknown): boolean {
  if (!isFormerSession(data)) return false;
  sessions.former.set({ access_token: data.access_token, former: data.former });
  return true;
}
