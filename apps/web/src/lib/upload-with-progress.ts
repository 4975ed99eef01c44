import type { Envelope } from '@kopkar/domain';
import { API_BASE, ApiError, api, CONNECTION_FAILED_MESSAGE } from './api-client';
import { getSession } from './session';

function readEnvelope(xhr: XMLHttpRequest): Envelope<unknown> {
  try {
    const body = JSON.parse(xhr.responseText) as Envelope<unknown>;
    if (typeof body === 'object' && body !== null && 'code' in body) return body;
  } catch {
    // Not JSON: fall through.
  }
  return { code: xhr.status, message: xhr.statusText || 'Terjadi kesalahan pada server', data: null };
}

/**
 * POST of a JSON body that reports upload progress (0–100): fetch cannot, XMLHttpRequest can. Same bearer token
 * and envelope as the API clients; a non-2xx reply rejects with ApiError (the caller decides on refresh/retry).
 */
export function postWithProgress<T>(
  path: string,
  body: unknown,
  token: string | undefined,
  onProgress: (percent: number) => void,
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const envelope = readEnvelope(xhr);
      if (xhr.status >= 200 && xhr.status < 300) resolve(envelope as Envelope<T>);
      else reject(new ApiError(envelope));
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          code: 0,
          message: CONNECTION_FAILED_MESSAGE,
          data: null,
        }),
      );
    xhr.send(JSON.stringify(body));
  });
}

/**
 * A member's upload with progress (proof photos, the avatar): sent with the member's token; an expired token (403)
 * goes once more through the shared client, which refreshes the session and retries (that retry shows no progress).
 */
export async function postMemberUpload<T>(
  path: string,
  body: unknown,
  onProgress: (percent: number) => void,
): Promise<Envelope<T>> {
  try {
    return await postWithProgress<T>(path, body, getSession()?.access_token, onProgress);
  } catch (error) {
    if (error instanceof ApiError && error.code === 403) return api.post<T>(path, body);
    throw error;
  }
}
