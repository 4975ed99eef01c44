import type { LedgerAccount } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession, setStaffSession } from '@/lib/session';
import { AccountsTab } from './accounts-tab';

const reply = (status: number, message: string, data: unknown) =>
  new Response(JSON.stringify({ code: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let chart: LedgerAccount[];
beforeEach(() => {
  chart = [
    { code: '1101', name: 'Kas', type: 'ASSET', hasEntries: true },
    { code: '2101', name: 'Simpanan sukarela', type: 'LIABILITY', hasEntries: true },
    { code: '5201', name: 'Beban operasional', type: 'EXPENSE', hasEntries: false },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PATCH' && url.endsWith('/admin/ledger/accounts/5201')) {
        const { name } = JSON.parse(String(init.body)) as { name: string };
        chart = chart.map((account) => (account.code === '5201' ? { ...account, name } : account));
        return reply(200, 'Nama akun disimpan', chart[2]);
      }
      if (url.endsWith('/admin/ledger/accounts')) return reply(200, 'OK', chart);
      return reply(200, 'OK', null);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

function renderTab(role: 'ADMIN' | 'FINANCE') {
  setStaffSession({
    access_token: 'staff-token',
    staff: { id: 1, username: role.toLowerCase(), name: 'Petugas', role, jobTitle: null, companyId: null },
  });
  render(
    <AppProvider>
      <AccountsTab />
    </AppProvider>,
  );
  return userEvent.setup();
}

describe('the chart of accounts tab', () => {
  it('lists every account with its type for FINANCE, with nothing to change', async () => {
    renderTab('FINANCE');
    const table = await screen.findByRole('table', { name: 'Bagan akun' });
    const row = within(table).getByRole('row', { name: /^2101/ });
    expect(row).toHaveTextContent('Simpanan sukarela');
    expect(row).toHaveTextContent('Liabilitas');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('form', { name: 'Tambah akun' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Tambah akun|Ubah nama/ })).toBeNull();
  });

  it('gives ADMIN the add form and a rename per row, the list showing the new name once saved', async () => {
    const user = renderTab('ADMIN');
    expect(await screen.findByRole('form', { name: 'Tambah akun' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Bagan akun' });
    await user.click(within(table).getByRole('button', { name: 'Ubah nama akun 5201 Beban operasional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah nama akun 5201' });
    const name = within(dialog).getByRole('textbox', { name: /^Nama akun/ });
    await user.clear(name);
    await user.type(name, 'Beban umum');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan nama' }));
    expect(await within(table).findByRole('row', { name: /^5201 Beban umum/ })).toBeVisible();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
