import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { setSession } from '@/lib/session';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'OK', data }), { status: 200 });

function stubFaqApi() {
  const shell = stubShellApi();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/FAQ')) {
      return ok([
        { id: 1, Category: 'Keanggotaan' },
        { id: 2, Category: 'Pinjaman' },
      ]);
    }
    if (url.endsWith('/FAQ/Detail')) {
      const { Category } = JSON.parse(String(init?.body));
      return ok([
        { id: 2, Category, Answer: '<p>Pinjaman minimal Rp 500.000.</p><img src=x onerror="alert(1)">' },
      ]);
    }
    return shell(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FaqPage', () => {
  it('asks for an answer only when its category opens, and renders it without handlers', async () => {
    const fetchMock = stubFaqApi();
    setSession({ access_token: 'token', user: buildUser() });
    render(<AppProvider>{createTestRouter(routes, ['/faq']).element}</AppProvider>);
    const pinjaman = await screen.findByRole('button', { name: 'Pinjaman' });
    const detailCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/FAQ/Detail'));
    expect(detailCalls()).toHaveLength(0);

    await userEvent.click(pinjaman);
    const region = await screen.findByRole('region', { name: 'Pinjaman' });
    expect(await within(region).findByText('Pinjaman minimal Rp 500.000.')).toBeInTheDocument();
    expect(detailCalls()).toHaveLength(1);
    expect(JSON.parse(String(detailCalls()[0]?.[1]?.body))).toEqual({ Category: 'Pinjaman' });
    expect(region.querySelector('[onerror]')).toBeNull();
  });
});
