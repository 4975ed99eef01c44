import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';
import { AppProvider } from '../provider';
import { routes } from '../routes';

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

describe('member layout', () => {
  it('blocks the Loan link for a member without an e-mail address', async () => {
    const user = userEvent.setup();
    const member = buildUser({ email: null });
    stubShellApi({ user: member });
    setSession({ access_token: 'token', user: member });
    const router = renderAt('/home');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi utama' });

    await user.click(within(nav).getByRole('link', { name: 'Loan' }));

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Anda belum bisa melakukan pengajuan Pinjaman',
    );
    expect(router.location.pathname).toBe('/home');
  });

  it('blocks the Loan link while an application is under approval', async () => {
    const user = userEvent.setup();
    stubShellApi({ inquiryStatus: 'Sedang dalam approval' });
    setSession({ access_token: 'token', user: buildUser() });
    renderAt('/home');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    await screen.findByText('Koperasi Karyawan Contoh');

    await user.click(within(nav).getByRole('link', { name: 'Loan' }));

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Anda belum bisa melakukan pengajuan Pinjaman',
    );
  });

  it('lets a member with contact data and no pending application open the form', async () => {
    const user = userEvent.setup();
    setSession({ access_token: 'token', user: buildUser() });
    const router = renderAt('/home');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    await screen.findByText('Koperasi Karyawan Contoh');

    await user.click(within(nav).getByRole('link', { name: 'Loan' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pengajuan Pinjaman' })).toBeVisible();
    expect(router.location.pathname).toBe('/application-form');
  });

  it('asks before logging out', async () => {
    const user = userEvent.setup();
    setSession({ access_token: 'token', user: buildUser() });
    renderAt('/home');

    await user.click(await screen.findByRole('button', { name: 'Budi Santoso' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Apakah yakin ingin logout ?');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(localStorage.getItem('session')).not.toBeNull();
  });

  // A dialog opened while the drawer's Modal was still closing was left aria-hidden by MUI's modal manager: drawn,
  // but out of a screen reader's reach (nav-drawer.tsx). findByRole finds only what the accessibility tree holds.
  it('opens the questions asked from the mobile menu where a screen reader reaches them', async () => {
    const user = userEvent.setup();
    stubShellApi({ user: buildUser({ email: null }) });
    setSession({ access_token: 'token', user: buildUser({ email: null }) });
    renderAt('/home');
    const openMenu = async () => {
      await user.click(await screen.findByRole('button', { name: 'Buka menu navigasi' }));
      return screen.findByRole('navigation', { name: 'Navigasi seluler' });
    };
    const expectReachable = async (name: string, text: string) => {
      const dialog = await screen.findByRole('dialog', { name });
      expect(dialog).toHaveTextContent(text);
      await waitFor(() =>
        expect(screen.queryByRole('navigation', { name: 'Navigasi seluler' })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('dialog', { name })).toBe(dialog);
      expect(dialog.closest('[aria-hidden="true"]')).toBeNull();
      return dialog;
    };

    await user.click(within(await openMenu()).getByRole('link', { name: 'Loan' }));
    const info = await expectReachable('Info', 'Anda belum bisa melakukan pengajuan Pinjaman');
    await user.click(within(info).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Info' })).not.toBeInTheDocument());

    await user.click(within(await openMenu()).getByRole('button', { name: 'Logout' }));
    await expectReachable('Logout', 'Apakah yakin ingin logout ?');
  });

  it('shows guests the login button and the guest footer links', async () => {
    renderAt('/about');
    const footerNav = await screen.findByRole('navigation', { name: 'Navigasi footer' });
    expect(screen.getByRole('link', { name: 'MASUK' })).toHaveAttribute('href', '/login');
    expect(
      within(footerNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Organisation', 'Blog', 'Terms and Conditions', 'Privasi & Masa Simpan Data']);
  });
});
