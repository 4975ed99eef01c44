import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/test-user';
import { ApiError, api, setSessionLostHandler } from './api-client';
import { clearSession, getSession, setSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const expired = () => json(403, { code: 403, message: 'token_expired', data: null });

const fetchMock = vi.fn<typeof fetch>();
const sessionLost = vi.fn();
const urlOf = (call: Parameters<typeof fetch>) => String(call[0]);
const authOf = (call: Parameters<typeof fetch>) =>
  (call[1]?.headers as Record<string, string> | undefined)?.Authorization;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSessionLostHandler(sessionLost);
  setSession({ access_token: 'old-token', user: buildUser() });
});
afterEach(() => {
  fetchMock.mockReset();
  sessionLost.mockReset();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the bearer token and returns the envelope', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { code: 200, message: 'OK', data: { Status: '' } }));
    const reply = await api.get<{ Status: string }>('/InquiryStatus/100001');
    expect(reply.data.Status).toBe('');
    const call = fetchMock.mock.calls[0];
    if (!call) throw new Error('fetch not called');
    expect(urlOf(call)).toBe('/api/v1/InquiryStatus/100001');
    expect(authOf(call)).toBe('Bearer old-token');
    expect(call[1]?.credentials).toBe('same-origin');
  });

  it('refreshes once on 403, stores the new token and retries with it', async () => {
    const renamed = buildUser({ name: 'Budi S.' });
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(
        json(200, {
          code: 200,
          message: 'OK',
          data: { access_token: 'new-token', token_type: 'Bearer', expires_in: 900, user: renamed },
        }),
      )
      .mockResolvedValueOnce(json(200, { code: 200, message: 'OK', data: renamed }));

    const reply = await api.get('/me');

    expect(reply.data).toEqual(renamed);
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/v1/me', '/api/v1/refresh', '/api/v1/me']);
    const retry = fetchMock.mock.calls[2];
    if (!retry) throw new Error('no retry');
    expect(authOf(retry)).toBe('Bearer new-token');
    expect(getSession()?.access_token).toBe('new-token');
    expect(getSession()?.user.name).toBe('Budi S.');
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 403s', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/refresh')) {
        return json(200, {
          code: 200,
          message: 'OK',
          data: { access_token: 'new-token', user: buildUser() },
        });
      }
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      return auth === 'Bearer new-token' ? json(200, { code: 200, message: 'OK', data: url }) : expired();
    });

    await Promise.all([api.get('/me'), api.get('/Poin'), api.get('/FAQ')]);

    expect(fetchMock.mock.calls.map(urlOf).filter((url) => url.endsWith('/refresh'))).toHaveLength(1);
  });

  it('gives the error envelope to the caller when the retry fails too, without a second refresh', async () => {
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(
        json(200, { code: 200, message: 'OK', data: { access_token: 'new-token', user: buildUser() } }),
      )
      .mockResolvedValueOnce(
        json(403, { code: 403, message: 'Akses ditolak', data: { reason: 'other member' } }),
      );

    const error = await api.get('/HistoryPinjaman/100002').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 403, message: 'Akses ditolak', data: { reason: 'other member' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(getSession()?.access_token).toBe('new-token');
  });

  it('gives any other 403 to the caller at once: no refresh, no retry (a refresh cannot change "not yours")', async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { code: 403, message: 'Anda tidak berhak mengakses data ini', data: null }),
    );

    await expect(api.get('/HistoryPinjamanAll/100002')).rejects.toMatchObject({
      code: 403,
      message: 'Anda tidak berhak mengakses data ini',
    });
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/v1/HistoryPinjamanAll/100002']);
    expect(getSession()?.access_token).toBe('old-token');
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'Data tidak ditemukan'],
    [422, 'Data tidak valid'],
  ])('never refreshes or retries a %i', async (status, message) => {
    fetchMock.mockResolvedValueOnce(json(status, { code: status, message, data: null }));

    await expect(api.get('/ListAmortisasi/X')).rejects.toMatchObject({ code: status, message });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('logs out when the retry after a refresh is still token_expired', async () => {
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(
        json(200, { code: 200, message: 'OK', data: { access_token: 'new-token', user: buildUser() } }),
      )
      .mockResolvedValueOnce(expired());

    await expect(api.get('/me')).rejects.toMatchObject({ code: 403, message: 'token_expired' });

    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/v1/me', '/api/v1/refresh', '/api/v1/me']);
    expect(getSession()).toBeNull();
    expect(sessionLost).toHaveBeenCalledOnce();
  });

  it('logs out when the refresh is refused', async () => {
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(json(401, { code: 401, message: 'Sesi berakhir', data: null }));

    await expect(api.get('/me')).rejects.toBeInstanceOf(ApiError);

    expect(getSession()).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
    expect(sessionLost).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not refresh a 403 when nobody is logged in', async () => {
    clearSession();
    fetchMock.mockResolvedValueOnce(expired());

    await expect(api.get('/me')).rejects.toMatchObject({ code: 403, message: 'token_expired' });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('turns a non-JSON failure into an ApiError with the HTTP status', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(api.get('/public-settings')).rejects.toMatchObject({ code: 502, message: 'Bad Gateway' });
  });
});
