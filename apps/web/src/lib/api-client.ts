import type { Envelope, User } from '@kopkar/domain';
import { clearSession, getSession, setSession } from './session';

export const API_BASE = '/api/v1';

/** A reply outside 2xx (or no reply at all: code 0), carrying the server's Indonesian message. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(envelope: Envelope<unknown>) {
    super(envelope.message);
    this.name = 'ApiError';
    this.code = envelope.code;
    this.data = envelope.data;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`); they cannot replace Authorization or Content-Type. */
  headers?: Record<string, string>;
};

let handleSessionLost: () => void = () => window.location.assign('/');

/** Replaces what happens when the refresh token is refused (tests; default: full reload to `/`). */
export function setSessionLostHandler(handler: () => void): void {
  handleSessionLost = handler;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

async function readEnvelope(response: Response): Promise<Envelope<unknown>> {
  try {
    const body: unknown = await response.json();
    if (isEnvelope(body)) return { code: body.code, message: body.message, data: body.data ?? null };
  } catch {
    // Not JSON (a proxy error page, an empty body): fall through to a generic envelope.
  }
  const message = response.ok ? '' : response.statusText || 'Terjadi kesalahan pada server';
  return { code: response.status, message, data: null };
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getSession()?.access_token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      code: 0,
      message: 'Tidak dapat terhubung ke server. Periksa koneksi Anda.',
      data: null,
    });
  }
}

let pendingRefresh: Promise<boolean> | null = null;

async function refreshSession(): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}/refresh`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return false;
    const envelope = await readEnvelope(response);
    const data = envelope.data as { access_token?: unknown; user?: unknown } | null;
    if (!data || typeof data.access_token !== 'string' || typeof data.user !== 'object' || !data.user) {
      return false;
    }
    setSession({ access_token: data.access_token, user: data.user as User });
    return true;
  } catch {
    return false;
  }
}

/** One refresh at a time: concurrent 403s wait for the same refresh (the refresh token rotates on use). */
function refreshOnce(): Promise<boolean> {
  if (!pendingRefresh) {
    pendingRefresh = refreshSession().finally(() => {
      pendingRefresh = null;
    });
  }
  return pendingRefresh;
}

/**
 * Calls the API and returns its `{code, message, data}` envelope. A 403 with a stored session refreshes the
 * access token once and retries once (SPEC §7); a refused refresh logs out. Any other failure throws ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  let response = await send(path, options);
  if (response.status === 403 && getSession()) {
    const refreshed = await refreshOnce();
    if (!refreshed) {
      const envelope = await readEnvelope(response);
      clearSession();
      handleSessionLost();
      throw new ApiError(envelope);
    }
    response = await send(path, options);
  }
  const envelope = await readEnvelope(response);
  if (!response.ok) throw new ApiError(envelope);
  return envelope as Envelope<T>;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {}, headers }),
};

/** The message to show for any thrown error. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return 'Terjadi kesalahan. Silakan coba lagi.';
}
