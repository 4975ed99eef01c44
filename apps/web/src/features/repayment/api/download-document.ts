import { API_BASE, ApiError, api } from '@/lib/api-client';
import { getSession } from '@/lib/session';

async function fetchFile(path: string): Promise<Response> {
  const token = getSession()?.access_token;
  return fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
}

async function readFailure(response: Response): Promise<ApiError> {
  let message = 'Dokumen tidak dapat diunduh';
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // Not JSON: keep the generic message.
  }
  return new ApiError({ code: response.status, message, data: null });
}

function readFileName(response: Response, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a member document (schedule CSV/PDF, settlement letter) and hands it to the browser as a file. The
 * member client has no raw-response call, so an expired token (403) is renewed through a cheap JSON call
 * (`/me`, which refreshes and retries) before one retry.
 */
export async function downloadDocument(path: string, fallbackName: string): Promise<void> {
  let response = await fetchFile(path);
  if (response.status === 403 && getSession()) {
    await api.get('/me');
    response = await fetchFile(path);
  }
  if (!response.ok) throw await readFailure(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = readFileName(response, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
