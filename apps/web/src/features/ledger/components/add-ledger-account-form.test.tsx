import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession } from '@/lib/session';
import { envelopeReply, signInTestStaff } from '@/testing/staff-replies';
import { AddLedgerAccountForm } from './add-ledger-account-form';

const reply = envelopeReply;

let saveReply: () => Response;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  signInTestStaff('ADMIN');
  saveReply = () =>
    reply(200, 'Akun ditambahkan', {
      code: '5202',
      name: 'Beban pelatihan',
      type: 'EXPENSE',
      hasEntries: false,
    });
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'POST' && String(input).endsWith('/admin/ledger/accounts')) return saveReply();
    return reply(200, 'OK', null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function renderForm() {
  render(
    <AppProvider>
      <AddLedgerAccountForm />
    </AppProvider>,
  );
  return userEvent.setup();
}

const codeField = () => screen.getByRole('textbox', { name: /^Kode/ });
const nameField = () => screen.getByRole('textbox', { name: /^Nama/ });
const typeStatus = () => screen.getByRole('status');

describe('the add account form', () => {
  it('shows the type the code’s first digit names as the code is typed', async () => {
    const user = renderForm();
    expect(typeStatus()).toHaveTextContent(
      'Jenis akun mengikuti angka pertama kode: 1 Aset, 2 Liabilitas, 3 Ekuitas, 4 Pendapatan, 5 Beban.',
    );
    await user.type(codeField(), '5');
    expect(typeStatus()).toHaveTextContent('Jenis akun: Beban');
    await user.clear(codeField());
    await user.type(codeField(), '2104');
    expect(typeStatus()).toHaveTextContent('Jenis akun: Liabilitas');
    await user.clear(codeField());
    await user.type(codeField(), '9');
    expect(typeStatus()).toHaveTextContent('Angka pertama kode harus 1–5.');
  });

  it('says under each field what is missing or wrong, without sending', async () => {
    const user = renderForm();
    await user.type(codeField(), '610');
    await user.click(screen.getByRole('button', { name: 'Tambah akun' }));
    await vi.waitFor(() => expect(codeField()).toHaveAccessibleDescription('Kode akun 4 angka, diawali 1–5'));
    expect(codeField()).toBeInvalid();
    expect(nameField()).toHaveAccessibleDescription('Nama akun wajib diisi');
    expect(posts()).toHaveLength(0);
  });

  it('sends the code and the name, shows the server’s message and empties the form', async () => {
    const user = renderForm();
    await user.type(codeField(), '5202');
    await user.type(nameField(), '  Beban pelatihan ');
    await user.click(screen.getByRole('button', { name: 'Tambah akun' }));
    expect(await screen.findByText('Akun ditambahkan')).toBeVisible();
    const [, init] = posts()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ code: '5202', name: 'Beban pelatihan' });
    expect(codeField()).toHaveValue('');
    expect(nameField()).toHaveValue('');
  });

  it('puts the server’s refusal of a code in use under the code and keeps what was typed', async () => {
    saveReply = () => reply(409, 'Kode akun 1101 sudah dipakai', null);
    const user = renderForm();
    await user.type(codeField(), '1101');
    await user.type(nameField(), 'Kas kecil');
    await user.click(screen.getByRole('button', { name: 'Tambah akun' }));
    await vi.waitFor(() => expect(codeField()).toHaveAccessibleDescription('Kode akun 1101 sudah dipakai'));
    expect(codeField()).toHaveFocus();
    expect(nameField()).toHaveValue('Kas kecil');
    expect(screen.queryByText('Akun ditambahkan')).toBeNull();
  });

  it('puts a refused field under it and any other refusal above the button', async () => {
    saveReply = () =>
      reply(422, 'Nama akun maksimal 120 karakter', {
        errors: [{ path: 'name', message: 'Nama akun maksimal 120 karakter' }],
      });
    const user = renderForm();
    await user.type(codeField(), '4902');
    await user.type(nameField(), 'Pendapatan sewa');
    await user.click(screen.getByRole('button', { name: 'Tambah akun' }));
    await vi.waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription('Nama akun maksimal 120 karakter'),
    );

    saveReply = () => reply(403, 'Hanya administrator yang dapat menambah akun', null);
    await user.click(screen.getByRole('button', { name: 'Tambah akun' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hanya administrator yang dapat menambah akun',
    );
  });
});
