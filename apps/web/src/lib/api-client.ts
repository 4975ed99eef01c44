import { type Envelope, TOKEN_EXPIRED_MESSAGE } from '@kopkar/domain';
import {
  clearFormerSession,
  clearSession,
  getFormerSession,
  getSession,
  saveFormerSessionReply,
  saveMemberSessionReply,
} from './session';

export const API_BASE = '/api/v1';

/** The request never reached the server (offline, the connection dropped): what the member reads. */
export const CONNECTION_FAILED_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi Anda.';

let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * Replaces how requests reach the API. Only server rendering does (ssr/entry-server.tsx): there the public reads a
 * page shows are answered in process by the API itself instead of over HTTP.
 */
export function setApiTransport(fetchImpl: typeof fetch): void {
  transport = fetchImpl;
}

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

/** The API's answer to an expired or invalid access token (auth-guard.ts): the only reply worth a refresh. */
const isTokenExpired = (envelope: Envelope<unknown>) =>
  envelope.code === 403 && envelope.message === TOKEN_EXPIRED_MESSAGE;

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

/** How one kind of session (member or staff) is read, renewed and forgotten by its client. */
export type ApiClientOptions = {
  /** The stored access token, or null when signed out. */
  readToken: () => string | null;
  /** Stores the refresh reply's data; returns false when the reply is not a session of this kind. */
  saveSession: (data: unknown) => boolean;
  clearSession: () => void;
  /** The refresh call under API_BASE, e.g. '/refresh' or '/admin/refresh'. */
  refreshPath: string;
  /** What happens when the refresh token is refused (after the session is cleared). */
  onSessionLost: () => void;
};

/**
 * A client bound to one session kind: bearer token, envelope, and on a 403 `token_expired` with a stored session
 * one shared refresh and one retry (docs/product/api.md, ARCHITECTURE); a refused refresh, or a retry that is still
 * `token_expired`, clears the session and calls `onSessionLost`. Any other 403 ("not yours"), like every other
 * failure, goes to the caller at once: refreshing cannot change the answer, it only tripled the calls.
 */
export function createApiClient(options: ApiClientOptions) {
  let pendingRefresh: Promise<boolean> | null = null;

  async function send(path: string, init: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    const token = options.readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await transport(`${API_BASE}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'same-origin',
        signal: init.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({
        code: 0,
        message: CONNECTION_FAILED_MESSAGE,
        data: null,
      });
    }
  }

  async function refreshSession(): Promise<boolean> {
    try {
      const response = await fetch(`${API_BASE}${options.refreshPath}`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (!response.ok) return false;
      return options.saveSession((await readEnvelope(response)).data);
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

  /** Ends the session on this side and hands the reply's envelope to the caller as an error. */
  function loseSession(envelope: Envelope<unknown>): never {
    options.clearSession();
    options.onSessionLost();
    throw new ApiError(envelope);
  }

  /** The raw response after the refresh-and-retry dance (files); a failure reply throws ApiError. */
  async function requestResponse(path: string, init: RequestOptions = {}): Promise<Response> {
    const response = await send(path, init);
    if (response.ok) return response;
    const envelope = await readEnvelope(response);
    if (!isTokenExpired(envelope) || !options.readToken()) throw new ApiError(envelope);
    if (!(await refreshOnce())) loseSession(envelope);
    const retried = await send(path, init);
    if (retried.ok) return retried;
    const retriedEnvelope = await readEnvelope(retried);
    if (isTokenExpired(retriedEnvelope)) loseSession(retriedEnvelope);
    throw new ApiError(retriedEnvelope);
  }

  /** Calls the API and returns its `{code, message, data}` envelope; any failure throws ApiError. */
  async function request<T>(path: string, init: RequestOptions = {}): Promise<Envelope<T>> {
    const response = await requestResponse(path, init);
    return (await readEnvelope(response)) as Envelope<T>;
  }

  return {
    request,
    requestResponse,
    get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
    post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
      request<T>(path, { method: 'POST', body: body ?? {}, headers }),
  };
}

let handleSessionLost: () => void = () => window.location.assign('/');

/** Replaces what happens when the refresh token is refused (tests; default: full reload to `/`). */
export function setSessionLostHandler(handler: () => void): void {
  handleSessionLost = handler;
}

const memberClient = createApiClient({
  readToken: () => getSession()?.access_token ?? null,
  saveSession: saveMemberSessionReply,
  clearSession,
  refreshPath: '/refresh',
  onSessionLost: () => handleSessionLost(),
});

/**
 * Calls the API with the member session and returns its `{code, message, data}` envelope. A 403 `token_expired`
 * with a stored session refreshes the access token once and retries once (docs/product/api.md); a refused refresh logs out.
 * Any other failure, another 403 included, throws ApiError without a second call.
 */
export const apiRequest = memberClient.request;

export const api = {
  get: memberClient.get,
  post: memberClient.post,
  /** The raw response (file downloads), with the same refresh-once-and-retry as every other call. */
  requestResponse: memberClient.requestResponse,
};

const formerClient = createApiClient({
  readToken: () => getFormerSession()?.access_token ?? null,
  saveSession: saveFormerSessionReply,
  clearSession: clearFormerSession,
  refreshPath: '/refresh',
  onSessionLost: () => handleSessionLost(),
});

/** Calls the archive routes with a former member's read-only token (docs/decisions/0017-former-member-access.md). */
export const formerApi = {
  get: formerClient.get,
  requestResponse: formerClient.requestResponse,
};

/** The message to show for any thrown error. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return 'Terjadi kesalahan. Silakan coba lagi.';
}
