import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContentImageUrl } from './content-image-url';
import { clearStaffSession, setStaffSession } from './session';

function renderImage(url: string | null) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useContentImageUrl(url), { wrapper }).result;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearStaffSession();
});

describe('useContentImageUrl', () => {
  it("fetches a server picture with the staff token and shows it as an object URL (a draft's cover is not public)", async () => {
    setStaffSession({
      access_token: 'staff-token',
      staff: { id: 1, username: 'editor', name: 'Editor', role: 'EDITOR', jobTitle: null, companyId: null },
    });
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(new Blob(['jpeg']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:sampul');
    const result = renderImage('/api/v1/files/content/7');
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('blob:sampul'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/files/content/7');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
    expect(created).toHaveBeenCalledOnce();
  });

  it('shows a picked file (a data URL) as it is, and nothing for no picture, without a request', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    expect(renderImage('data:image/png;base64,AAAA').current).toBe('data:image/png;base64,AAAA');
    expect(renderImage(null).current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
