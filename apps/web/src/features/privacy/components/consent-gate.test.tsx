import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { setSession } from '@/lib/session';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';

const privacy = {
  document: 'PRIVACY',
  label: 'Kebijakan Privasi',
  version: '2.0',
  publishedOn: '2026-11-01',
  changes: ['Masa simpan setiap jenis data kini dicantumkan di halaman Privasi.'],
};
const envelope = (data: unknown, code = 200, message = 'OK') =>
  new Response(JSON.stringify({ code, message, data }), { status: code });

function stubApi(acceptReply: () => Response) {
  const user = buildUser();
  const shell = stubShellApi({ user });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input).endsWith('/privacy/consents')) {
      if (init?.method === 'POST') return acceptReply();
      return envelope({ current: [privacy], pending: [privacy], hasAcceptedBefore: true, accepted: [] });
    }
    return shell(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  setSession({ access_token: 'token', user });
  return fetchMock;
}

function renderAt(path: string) {
  const router = createTestRouter(routes, [path]);
  render(<AppProvider>{router.element}</AppProvider>);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('ConsentGate', () => {
  it('asks for a changed version before a member page, names it in the acceptance, then lets the page through', async () => {
    const accepted = { current: [privacy], pending: [], hasAcceptedBefore: true, accepted: [] };
    const fetchMock = stubApi(() => envelope(accepted));
    const user = userEvent.setup();
    renderAt('/faq');

    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Syarat & Ketentuan dan Kebijakan Privasi diperbarui' },
      { timeout: 3000 },
    );
    expect(heading).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Kebijakan Privasi versi 2.0' })).toHaveTextContent(
      'Masa simpan setiap jenis data kini dicantumkan di halaman Privasi.',
    );
    await user.click(screen.getByRole('button', { name: 'Saya setuju' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Saya setuju' })).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      versions: [{ document: 'PRIVACY', version: '2.0' }],
    });
  });

  it('says why an acceptance failed and keeps the member at the gate', async () => {
    stubApi(() => envelope(null, 409, 'Versi dokumen sudah diperbarui. Muat ulang halaman.'));
    const user = userEvent.setup();
    renderAt('/faq');
    await user.click(await screen.findByRole('button', { name: 'Saya setuju' }, { timeout: 3000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Versi dokumen sudah diperbarui.');
    expect(screen.getByRole('button', { name: 'Saya setuju' })).toBeVisible();
  });

  it('leaves Data Saya open without accepting', async () => {
    stubApi(() => envelope(null, 500, 'x'));
    renderAt('/account/data');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data Saya' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Saya setuju' })).toBeNull();
  });
});
