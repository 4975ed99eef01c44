import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { setSession } from '@/lib/session';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';

const LIMIT_MESSAGE = 'Anda sudah mengunduh data terlalu sering. Silakan coba lagi dalam satu jam.';

function stubApi() {
  const user = buildUser({ name: 'Siti Rahma' });
  const shell = stubShellApi({ user });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input).endsWith('/account/data/export')) {
      return new Response(JSON.stringify({ code: 429, message: LIMIT_MESSAGE, data: null }), { status: 429 });
    }
    if (String(input).endsWith('/account/data-requests')) {
      return new Response(JSON.stringify({ code: 200, message: 'OK', data: [] }), { status: 200 });
    }
    return shell(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  setSession({ access_token: 'token', user });
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyDataPage', () => {
  it('is reached from /account, says why each kind of data is held, and shows why a download failed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi();
    const router = createTestRouter(routes, ['/account']);
    render(<AppProvider>{router.element}</AppProvider>);

    await user.click(await screen.findByRole('link', { name: 'Data Saya' }, { timeout: 3000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Saya' })).toBeVisible();
    const holdings = screen.getByRole('region', { name: 'Data yang kami simpan dan tujuannya' });
    expect(holdings).toHaveTextContent(
      'Untuk keanggotaan koperasi dan untuk menghitung plafon pinjaman Anda.',
    );
    expect(holdings).toHaveTextContent('Untuk memverifikasi pengajuan pinjaman');

    await user.click(screen.getByRole('button', { name: 'Unduh Data Saya (ZIP)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Data Anda gagal diunduh. ${LIMIT_MESSAGE}`);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/account/data/export'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Unduh Data Saya (ZIP)' })).toBeEnabled();
  });
});
