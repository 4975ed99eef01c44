import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';
import { AppProvider } from './provider';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createTestRouter(routes, [path]);
  render(<AppProvider>{router.element}</AppProvider>);
  return router;
}

beforeEach(() => {
  stubShellApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guards (docs/product/screens.md)', () => {
  it.each(['/home', '/account/change', '/report-amortisasi/AG-1', '/notification'])(
    'sends a visitor without a session from %s to the landing page',
    async (path) => {
      const router = renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Koperasi Karyawan Contoh' }),
      ).toBeVisible();
      expect(router.location.pathname).toBe('/');
    },
  );

  it('lets a visitor open the public login page', async () => {
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Hasil/ })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
  });

  it.each(['/login', '/otp', '/forget-password', '/reset-password'])(
    'sends a logged-in member from %s to /home',
    async (path) => {
      setSession({ access_token: 'token', user: buildUser() });
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Halo, Budi Santoso' })).toBeVisible();
      expect(router.location.pathname).toBe('/home');
    },
  );

  it('shows a member a member-only page (FAQ) inside the layout', async () => {
    setSession({ access_token: 'token', user: buildUser() });
    renderAt('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Notifikasi' })).toHaveAttribute('href', '/notification');
  });

  it('sends an unknown path to the landing page', async () => {
    const router = renderAt('/tidak-ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Koperasi Karyawan Contoh' })).toBeVisible();
    expect(router.location.pathname).toBe('/');
  });
});
