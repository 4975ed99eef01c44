import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { getSession } from '@/lib/session';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';

const reply = (status: number, message: string, data: unknown) =>
  new Response(JSON.stringify({ code: status, message, data }), { status });

function renderLogin() {
  const router = createTestRouter(routes, ['/login']);
  render(<AppProvider>{router.element}</AppProvider>);
  return router;
}

async function fillForm() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/NIK/), '100001');
  await user.type(screen.getByLabelText(/^Password/), 'Koperasi123!');
  await screen.findByRole('img', { name: /^Captcha: soal hitungan/ });
  await user.type(screen.getByRole('textbox', { name: /^Hasil/ }), '7');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('stores the session and goes to /home', async () => {
    const shell = stubShellApi();
    const api = vi.fn<typeof fetch>(async (input, init) => {
      if (String(input).endsWith('/web/login')) {
        expect(JSON.parse(String(init?.body))).toEqual({
          nik: '100001',
          password: 'Koperasi123!',
          captcha: '7',
          key: 'k1',
        });
        return reply(200, 'OK', {
          access_token: 'tok',
          token_type: 'Bearer',
          expires_in: 900,
          user: buildUser(),
        });
      }
      return shell(input, init);
    });
    vi.stubGlobal('fetch', api);
    const router = renderLogin();

    await fillForm();

    expect(await screen.findByRole('heading', { level: 1, name: 'Halo, Budi Santoso' })).toBeVisible();
    expect(router.location.pathname).toBe('/home');
    expect(getSession()?.access_token).toBe('tok');
  });

  it('tells a new member how to activate the account, beside the forgot-password link', async () => {
    vi.stubGlobal('fetch', stubShellApi());
    renderLogin();

    expect(await screen.findByRole('link', { name: 'Lupa password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByText('Anggota baru? Aktifkan akun Anda lewat Lupa Password.')).toBeVisible();
  });

  it('shows the captcha as an image whose text alternative names no number, and a digits-only Hasil', async () => {
    vi.stubGlobal('fetch', stubShellApi());
    renderLogin();

    const picture = await screen.findByRole('img', { name: /^Captcha: soal hitungan/ });
    expect(picture.getAttribute('alt')).not.toMatch(/\d/);
    expect(screen.getByRole('button', { name: 'Muat ulang captcha' })).toBeEnabled();
    const answer = screen.getByRole('textbox', { name: /^Hasil/ });
    expect(answer).toHaveAttribute('inputmode', 'numeric');
    expect(answer).toHaveAttribute('pattern', '[0-9]*');
  });

  it('shows the server message in a toast and loads a new captcha on failure', async () => {
    const shell = stubShellApi();
    const api = vi.fn<typeof fetch>(async (input, init) =>
      String(input).endsWith('/web/login') ? reply(401, 'NIK atau password salah', null) : shell(input, init),
    );
    vi.stubGlobal('fetch', api);
    renderLogin();

    await fillForm();

    expect(await screen.findByRole('alert')).toHaveTextContent('NIK atau password salah');
    const captchaCalls = api.mock.calls.filter(([url]) => String(url).endsWith('/get-key/math'));
    expect(captchaCalls).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /^Hasil/ })).toHaveValue('');
    expect(getSession()).toBeNull();
  });

  it('refuses an empty form field by field without calling the API, and clears a message once its field is right', async () => {
    const shell = stubShellApi();
    const api = vi.fn<typeof fetch>(shell);
    vi.stubGlobal('fetch', api);
    renderLogin();
    const user = userEvent.setup();
    await screen.findByRole('img', { name: /^Captcha: soal hitungan/ });

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Password wajib diisi')).toBeVisible();
    expect(screen.getByText('Hasil captcha wajib diisi')).toBeVisible();
    const nik = screen.getByRole('textbox', { name: /^NIK/ });
    expect(nik).toHaveAttribute('aria-invalid', 'true');
    expect(nik).toHaveFocus();
    expect(api.mock.calls.filter(([url]) => String(url).endsWith('/web/login'))).toHaveLength(0);

    // After the first sending, each change checks again: the password's message goes as it is typed.
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await waitFor(() => expect(screen.queryByText('Password wajib diisi')).toBeNull());
    expect(screen.getByText('Hasil captcha wajib diisi')).toBeVisible();
  });
});
