/**
 * One visit to the portal as autocannon replays it: a fixed number of request slots per connection, walked in
 * order, the connection's context reset after the last. Each slot asks the visit's role for its step; a step
 * builds the request from what earlier replies left in the context (captcha key, token, refresh cookie, ids) and
 * may read its own reply. A visit that could not sign in starts over (a falsy request is autocannon's way).
 */
import type { PoolMember, Role } from './visitors';

export type Visit = {
  role?: Role;
  member?: PoolMember;
  address?: string;
  /** Visits so far when this one began: varies amounts, proofs and choices without a random source. */
  number?: number;
  key?: string;
  token?: string;
  /** The refresh cookie login set (`name=value`), sent back on logout. */
  cookie?: string;
  notificationId?: number;
  withdrawalId?: number;
  depositId?: number;
  /** FINANCE's oldest open withdrawal and what it needs next. */
  withdrawalToPay?: number;
  withdrawalAction?: 'approve' | 'pay';
  /** What the slot in flight is, for the tally of answers per call. */
  label?: string;
};

export type Call = { method: 'GET' | 'POST'; path: string; label: string; body?: unknown; headers?: object };

export type Step = {
  build: (visit: Visit) => Call | null;
  read?: (visit: Visit, status: number, body: string, headers: Record<string, unknown>) => void;
};

/** The envelope's `data` of a JSON reply, undefined when the body is not one. */
export function dataOf<T>(body: string): T | undefined {
  try {
    return (JSON.parse(body) as { data?: T }).data;
  } catch {
    return undefined;
  }
}

/** The refresh cookie of a login reply as `name=value`. */
export function cookieOf(headers: Record<string, unknown>): string | undefined {
  const raw = headers['set-cookie'] ?? headers['Set-Cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return typeof first === 'string' ? first.split(';')[0] : undefined;
}

/** A signed-in GET: no step of a visit runs without the token its login gave. */
export const signedGet =
  (label: string, pathOf: (visit: Visit) => string) =>
  (visit: Visit): Call | null =>
    visit.token ? { method: 'GET', path: pathOf(visit), label } : null;
