import type { StaffProfile } from '@kopkar/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { clearStaffSession, getStaffSession, setSession, setStaffSession } from '@/lib/session';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';

const staffOf = (role: StaffProfile['role']): StaffProfile => ({
  id: 1,
  username: role.toLowerCase(),
  name: `Petugas ${role}`,
  role,
  jobTitle: null,
  companyId: null,
});

function renderAt(path: string) {
  const router = createTestRouter(routes, [path]);
  render(<AppProvider>{router.element}</AppProvider>);
  return router;
}

beforeEach(() => {
  stubShellApi();
});
afterEach(() => {
  clearStaffSession();
  vi.unstubAllGlobals();
});

describe('staff guard (/admin)', () => {
  it.each(['/admin', '/admin/approvals', '/admin/applications/5', '/admin/funding/5', '/admin/settings'])(
    'sends a visitor without a staff session from %s to /admin/login',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Login Back Office' })).toBeVisible();
      expect(router.location.pathname).toBe('/admin/login');
    },
  );

  it('ignores a member session: a signed-in member still gets the staff login, not the member pages', async () => {
    setSession({ access_token: 'member-token', user: buildUser() });
    const router = renderAt('/admin/approvals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login Back Office' })).toBeVisible();
    expect(router.location.pathname).toBe('/admin/login');
  });

  it('sends signed-in staff from the login to their first menu entry', async () => {
    setStaffSession({ access_token: 'staff-token', staff: staffOf('FINANCE') });
    const router = renderAt('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pencairan' })).toBeVisible();
    expect(router.location.pathname).toBe('/admin/funding');
  });

  it('shows each role only its own menu entries', async () => {
    setStaffSession({ access_token: 'staff-token', staff: staffOf('APPROVER') });
    renderAt('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Menu back office' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Antrean Persetujuan' })).toBeVisible();
    const links = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent);
    expect(new Set(links)).toEqual(new Set(['Antrean Persetujuan']));
  });

  it('keeps a role out of another role’s page', async () => {
    setStaffSession({ access_token: 'staff-token', staff: staffOf('HC') });
    renderAt('/admin/funding');
    expect(await screen.findByText('Halaman ini bukan untuk peran Anda.')).toBeVisible();
  });

  it('asks before logging staff out: Batal keeps the session, Ya revokes it and leaves for the staff login', async () => {
    const user = userEvent.setup();
    const fetchMock = stubShellApi();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    setStaffSession({ access_token: 'staff-token', staff: staffOf('APPROVER') });
    renderAt('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Antrean Persetujuan' });
    const logoutButton = screen.getByRole('button', { name: 'Logout' });

    await user.click(logoutButton);
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    expect(dialog).toHaveTextContent('Apakah yakin ingin logout ?');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getStaffSession()).not.toBeNull();

    await user.click(logoutButton);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Logout' })).getByRole('button', { name: 'Ya' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/login'));
    expect(getStaffSession()).toBeNull();
    const logoutCalls = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/admin/logout'));
    expect(logoutCalls).toHaveLength(1);
  });
});
