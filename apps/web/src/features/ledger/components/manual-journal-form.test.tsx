import type { LedgerAccount } from '@kopkar/domain';
import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession } from '@/lib/session';
import { envelopeReply, signInTestStaff } from '@/testing/staff-replies';
import { ManualJournalForm } from './manual-journal-form';

const accounts: LedgerAccount[] = [
  { code: '1102', name: 'Bank', type: 'ASSET', hasEntries: true },
  { code: '5201', name: 'Beban operasional', type: 'EXPENSE', hasEntries: false },
];

const reply = envelopeReply;

let saveReply: () => Response;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  signInTestStaff('FINANCE');
  saveReply = () =>
    reply(200, 'Jurnal disimpan dan menunggu persetujuan petugas lain', {
      id: 41,
      date: '2026-11-20',
      description: 'Biaya listrik',
      source: 'manual',
      sourceId: null,
      status: 'PENDING',
      actor: 'staff:6',
      approvedBy: null,
      reversesId: null,
      reversedById: null,
      lines: [],
    });
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'POST' && String(input).endsWith('/admin/ledger/journals')) return saveReply();
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
  const onSaved = vi.fn();
  render(
    <AppProvider>
      <ManualJournalForm accounts={accounts} onSaved={onSaved} onCancel={() => {}} />
    </AppProvider>,
  );
  return { user: userEvent.setup(), onSaved };
}

const line = (number: number) => screen.getByRole('group', { name: `Baris ${number}` });
const totals = () => screen.getByRole('status', { name: 'Total jurnal' });

/** Fills one line: its account and the amount on one side. */
async function fillLine(
  user: ReturnType<typeof userEvent.setup>,
  number: number,
  account: string,
  side: { debit?: string; credit?: string },
) {
  const group = line(number);
  await user.selectOptions(within(group).getByRole('combobox', { name: 'Akun' }), account);
  if (side.debit !== undefined)
    await user.type(within(group).getByRole('textbox', { name: 'Debit (Rp)' }), side.debit);
  if (side.credit !== undefined) {
    await user.type(within(group).getByRole('textbox', { name: 'Kredit (Rp)' }), side.credit);
  }
}

describe('the manual journal form', () => {
  it('adds up both sides as they are typed and says what is missing', async () => {
    const { user } = renderForm();
    expect(within(totals()).getByText('Isi jumlah debit dan kredit')).toBeVisible();
    await fillLine(user, 1, '5201', { debit: '500.000' });
    await fillLine(user, 2, '1102', { credit: '200000' });
    expect(within(totals()).getByText('Rp 500.000')).toBeVisible();
    expect(within(totals()).getByText('Rp 200.000')).toBeVisible();
    expect(within(totals()).getByText('Rp 300.000')).toBeVisible();
    expect(within(totals()).getByText('Kredit kurang Rp 300.000')).toBeVisible();

    const credit = within(line(2)).getByRole('textbox', { name: 'Kredit (Rp)' });
    await user.clear(credit);
    await user.type(credit, '500.000');
    expect(within(totals()).getByText('Seimbang')).toBeVisible();
    expect(within(totals()).getByText('Rp 0')).toBeVisible();
  });

  it('counts a third line and lets one go again, never below two lines', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('button', { name: 'Hapus baris 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Tambah baris' }));
    await fillLine(user, 1, '5201', { debit: '300000' });
    await fillLine(user, 2, '1102', { credit: '100000' });
    await fillLine(user, 3, '1102', { credit: '200000' });
    expect(within(totals()).getByText('Seimbang')).toBeVisible();

    // The middle line goes: the third becomes the second, with its own account and amount.
    await user.click(screen.getByRole('button', { name: 'Hapus baris 2' }));
    expect(screen.queryByRole('group', { name: 'Baris 3' })).toBeNull();
    expect(within(line(2)).getByRole('combobox', { name: 'Akun' })).toHaveValue('1102');
    expect(within(line(2)).getByRole('textbox', { name: 'Kredit (Rp)' })).toHaveValue('200000');
    expect(within(line(1)).getByRole('textbox', { name: 'Debit (Rp)' })).toHaveValue('300000');
    expect(within(totals()).getByText('Kredit kurang Rp 100.000')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hapus baris 2' })).toBeDisabled();
  });

  it('refuses an entry whose debits and credits differ, without asking or sending', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Keterangan/ }), 'Biaya listrik');
    await fillLine(user, 1, '5201', { debit: '500000' });
    await fillLine(user, 2, '1102', { credit: '200000' });
    await user.click(screen.getByRole('button', { name: 'Simpan jurnal' }));
    expect(await screen.findByText('Total debit harus sama dengan total kredit')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('names each field that is missing or wrong under it', async () => {
    const { user } = renderForm();
    await fillLine(user, 1, '5201', { debit: '500000', credit: '500000' });
    await user.type(within(line(2)).getByRole('textbox', { name: 'Kredit (Rp)' }), 'lima ratus');
    await user.click(screen.getByRole('button', { name: 'Simpan jurnal' }));
    const account = within(line(2)).getByRole('combobox', { name: 'Akun' });
    await vi.waitFor(() => expect(account).toHaveAccessibleDescription('Pilih akun'));
    expect(account).toBeInvalid();
    expect(within(line(2)).getByRole('textbox', { name: 'Kredit (Rp)' })).toHaveAccessibleDescription(
      'Masukkan jumlah dalam rupiah, mis. 250000',
    );
    expect(posts()).toHaveLength(0);

    // Once every line reads, the call's own rules speak: one side per line, a description.
    await user.selectOptions(within(line(2)).getByRole('combobox', { name: 'Akun' }), '1102');
    const credit = within(line(2)).getByRole('textbox', { name: 'Kredit (Rp)' });
    await user.clear(credit);
    await user.type(credit, '500000');
    await user.click(screen.getByRole('button', { name: 'Simpan jurnal' }));
    expect(await within(line(1)).findByText('Isi debit atau kredit (salah satu)')).toBeVisible();
    expect(screen.getByText('Keterangan wajib diisi')).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('asks before saving, then sends whole Rupiah and hands the saved entry back', async () => {
    const { user, onSaved } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Keterangan/ }), 'Biaya listrik');
    await fillLine(user, 1, '5201', { debit: '1.250.000' });
    await fillLine(user, 2, '1102', { credit: '1250000' });
    await user.click(screen.getByRole('button', { name: 'Simpan jurnal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simpan jurnal manual' });
    expect(dialog).toHaveTextContent('Rp 1.250.000 (2 baris)');
    expect(posts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, simpan' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 41 })));
    const [, init] = posts()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      description: 'Biaya listrik',
      lines: [
        { account: '5201', debit: 1_250_000, credit: 0 },
        { account: '1102', debit: 0, credit: 1_250_000 },
      ],
    });
  });

  it('puts the server’s refusal of a line under that line', async () => {
    saveReply = () =>
      reply(422, 'Akun 1102 tidak ada', {
        errors: [{ path: 'lines.1.account', message: 'Akun 1102 tidak ada' }],
      });
    const { user, onSaved } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Keterangan/ }), 'Biaya listrik');
    await fillLine(user, 1, '5201', { debit: '100000' });
    await fillLine(user, 2, '1102', { credit: '100000' });
    await user.click(screen.getByRole('button', { name: 'Simpan jurnal' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, simpan' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(within(line(2)).getByRole('combobox', { name: 'Akun' })).toHaveAccessibleDescription(
      'Akun 1102 tidak ada',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
