import type { LedgerAccount } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession } from '@/lib/session';
import { envelopeReply, signInTestStaff } from '@/testing/staff-replies';
import { RenameLedgerAccountDialog } from './rename-ledger-account-dialog';

const account: LedgerAccount = { code: '5201', name: 'Beban operasional', type: 'EXPENSE', hasEntries: true };

const reply = envelopeReply;

let saveReply: () => Response;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  signInTestStaff('ADMIN');
  saveReply = () => reply(200, 'Nama akun disimpan', { ...account, name: 'Beban umum dan administrasi' });
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'PATCH' && String(input).endsWith('/admin/ledger/accounts/5201')) return saveReply();
    return reply(200, 'OK', null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

function renderDialog() {
  const onClose = vi.fn();
  render(
    <AppProvider>
      <RenameLedgerAccountDialog account={account} open onClose={onClose} />
    </AppProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Ubah nama akun 5201' });
  return {
    user: userEvent.setup(),
    onClose,
    dialog,
    name: within(dialog).getByRole('textbox', { name: /^Nama akun/ }),
  };
}

describe('the rename account dialog', () => {
  it('starts from the current name and says the code and type stay', () => {
    const { dialog, name } = renderDialog();
    expect(dialog).toHaveAccessibleDescription(/Kode 5201 dan jenisnya \(Beban\) tidak berubah/);
    expect(name).toHaveValue('Beban operasional');
    expect(name).toHaveFocus();
  });

  it('asks for a name, without sending', async () => {
    const { user, dialog, name } = renderDialog();
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan nama' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription('Nama akun wajib diisi'));
    expect(patches()).toHaveLength(0);
  });

  it('sends the new name, shows the server’s message and closes', async () => {
    const { user, onClose, dialog, name } = renderDialog();
    await user.clear(name);
    await user.type(name, 'Beban umum dan administrasi');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan nama' }));
    expect(await screen.findByText('Nama akun disimpan')).toBeVisible();
    expect(onClose).toHaveBeenCalledOnce();
    const [, init] = patches()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Beban umum dan administrasi' });
  });

  it('keeps the dialog open with the server’s refusal: a field’s under it, any other above the buttons', async () => {
    saveReply = () =>
      reply(422, 'Nama akun maksimal 120 karakter', {
        errors: [{ path: 'name', message: 'Nama akun maksimal 120 karakter' }],
      });
    const { user, onClose, dialog, name } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan nama' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription('Nama akun maksimal 120 karakter'));

    saveReply = () => reply(404, 'Akun tidak ditemukan', null);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan nama' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Akun tidak ditemukan');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Nama akun disimpan')).toBeNull();
  });
});
