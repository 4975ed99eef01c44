import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { setSession } from '@/lib/session';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';

const refused = (message: string, errors: { path: string; message: string }[]) =>
  new Response(JSON.stringify({ code: 422, message, data: { errors } }), { status: 422 });

function stubApi() {
  const user = buildUser({ name: 'Budi Santoso', saldoiuranwajib: 2_450_000, gender: 'L' });
  const shell = stubShellApi({ user });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input).endsWith('/change-password')) {
      return refused('Data yang dikirim tidak valid', [
        { path: 'new_password', message: 'Password terlalu umum, gunakan kombinasi lain' },
      ]);
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

describe('AccountPage', () => {
  it('shows the profile and, in Ubah Password, the documented mismatch text and the rule the server refused', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi();
    const router = createTestRouter(routes, ['/account']);
    render(<AppProvider>{router.element}</AppProvider>);

    const profile = await screen.findByRole('region', { name: 'Data diri' }, { timeout: 3000 });
    expect(profile).toHaveTextContent('Rp 2.450.000');
    expect(profile).toHaveTextContent('Laki-laki');

    await user.click(screen.getByRole('button', { name: 'Ubah Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Password' });
    await user.type(within(dialog).getByLabelText(/^Password lama/), 'Lama-Sekali-1');
    await user.type(within(dialog).getByLabelText(/^Password baru/), 'Baru-Sekali-2026');
    await user.type(within(dialog).getByLabelText(/^Konfirmasi password baru/), 'Beda-Sekali-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Password dan repasswod tidak sama !')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/change-password'))).toBe(false);

    const confirmation = within(dialog).getByLabelText(/^Konfirmasi password baru/);
    await user.clear(confirmation);
    await user.type(confirmation, 'Baru-Sekali-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Password terlalu umum, gunakan kombinasi lain')).toBeVisible();
  });
});
