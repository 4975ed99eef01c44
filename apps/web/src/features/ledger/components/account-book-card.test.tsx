import type { AccountBook, LedgerAccount } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession, setStaffSession } from '@/lib/session';
import { AccountBookCard } from './account-book-card';

const period = { from: '2026-01-01', to: '2026-11-27' };
const accounts: LedgerAccount[] = [
  { code: '1101', name: 'Kas', type: 'ASSET', hasEntries: true },
  { code: '1102', name: 'Bank', type: 'ASSET', hasEntries: true },
];
const row = (
  lineId: number,
  date: string,
  description: string,
  debit: number,
  credit: number,
  balance: number,
) => ({
  lineId,
  entryId: lineId + 100,
  date,
  description,
  source: 'deposit',
  debit,
  credit,
  balance,
});
/** Bank over 2026: 2.000.000 brought forward, 201 lines on two pages. */
const bookPage = (page: number): AccountBook => ({
  title: 'Buku Besar 1102 Bank',
  account: { code: '1102', name: 'Bank', type: 'Aset' },
  period,
  opening: 2_000_000,
  rows:
    page === 1
      ? [row(1, '2026-02-01', 'Setoran sukarela 100002', 500_000, 0, 2_500_000)]
      : [row(2, '2026-03-01', 'Penarikan sukarela 100002', 0, 300_000, 2_200_000)],
  totalDebit: 500_000,
  totalCredit: 300_000,
  closing: 2_200_000,
  page,
  pageCount: 2,
  rowCount: 201,
});

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'OK', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const bookCalls = () =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/buku-besar/'));

beforeEach(() => {
  setStaffSession({
    access_token: 'staff-token',
    staff: { id: 6, username: 'finance', name: 'Yuliana', role: 'FINANCE', jobTitle: null, companyId: null },
  });
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/admin/ledger/accounts')) return json(accounts);
    return json(bookPage(Number(url.searchParams.get('page'))));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

const renderCard = (initialAccount: string | null) =>
  render(
    <AppProvider>
      <AccountBookCard period={period} initialAccount={initialAccount} />
    </AppProvider>,
  );

describe('AccountBookCard', () => {
  it('asks for an account first and offers no file until one is chosen', async () => {
    const user = userEvent.setup();
    renderCard(null);
    expect(screen.getByText('Pilih akun untuk melihat mutasinya')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Unduh PDF/ })).toBeNull();
    expect(bookCalls()).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Akun' }));
    await user.click(await screen.findByRole('option', { name: '1102 Bank' }));
    const table = await screen.findByRole('table', { name: 'Transaksi 1102 Bank' });
    expect(within(table).getByText('Setoran sukarela 100002')).toBeVisible();
    expect(screen.getByText('Saldo awal').nextSibling).toHaveTextContent('Rp 2.000.000');
    expect(screen.getByText('Saldo akhir').nextSibling).toHaveTextContent('Rp 2.200.000');
    expect(screen.getByRole('button', { name: 'Unduh PDF Buku Besar per Akun' })).toBeVisible();
    expect(bookCalls()).toEqual([
      '/api/v1/admin/reports/buku-besar/1102?from=2026-01-01&to=2026-11-27&page=1',
    ]);
  });

  it('opens on the account it is given and turns the pages of its lines', async () => {
    const user = userEvent.setup();
    renderCard('1102');
    expect(await screen.findByText('Setoran sukarela 100002')).toBeVisible();
    expect(screen.getByText('Menampilkan 1–200 dari 201')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(await screen.findByText('Penarikan sukarela 100002')).toBeVisible();
    expect(bookCalls().at(-1)).toContain('page=2');
  });
});
