import type { JournalEntry, Reconciliation } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { JournalEntryCard } from './journal-entry-card';
import { ReconciliationTable } from './reconciliation-table';

const MAKER_REFUSAL = 'Jurnal harus disetujui oleh petugas lain, bukan pembuatnya';
const accountNames = new Map([
  ['1102', 'Bank'],
  ['5201', 'Beban operasional'],
]);
const entry = (overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  id: 12,
  date: '2026-11-20',
  description: 'Biaya listrik kantor',
  source: 'manual',
  sourceId: null,
  status: 'PENDING',
  actor: 'staff:2',
  approvedBy: null,
  reversesId: null,
  reversedById: null,
  lines: [
    { account: '5201', debit: 500_000, credit: 0 },
    { account: '1102', debit: 0, credit: 500_000 },
  ],
  ...overrides,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ code: 403, message: MAKER_REFUSAL, data: null }), { status: 403 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderCard = (journal: JournalEntry) =>
  render(
    <AppProvider>
      <JournalEntryCard entry={journal} accountNames={accountNames} ownActor="staff:6" />
    </AppProvider>,
  );

describe('a journal entry card', () => {
  it('shows the lines, their totals and the status in words', () => {
    renderCard(entry());
    const card = screen.getByRole('article', { name: /Jurnal #12/ });
    expect(within(card).getByText('Menunggu persetujuan')).toBeVisible();
    const lines = within(card).getByRole('table', { name: 'Baris jurnal #12' });
    expect(within(lines).getByRole('rowheader', { name: '5201 Beban operasional' })).toBeVisible();
    expect(within(lines).getByRole('row', { name: /Jumlah Rp 500\.000 Rp 500\.000/ })).toBeVisible();
  });

  it('offers its maker no approval, only the wait for someone else', () => {
    renderCard(entry({ actor: 'staff:6' }));
    expect(screen.queryByRole('button', { name: /Setujui/ })).toBeNull();
    expect(screen.getByText('Menunggu persetujuan petugas lain.')).toBeVisible();
    expect(screen.getByText(/Dibuat oleh: Anda/)).toBeVisible();
  });

  it('shows the API’s refusal when an approval is refused', async () => {
    renderCard(entry());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Setujui jurnal #12' }));
    expect(await screen.findByText(MAKER_REFUSAL)).toBeVisible();
  });

  it('offers "Balik" on a posted manual entry only', () => {
    const { unmount } = renderCard(entry({ status: 'POSTED', approvedBy: 'staff:1' }));
    expect(screen.getByRole('button', { name: 'Balik jurnal #12' })).toBeVisible();
    expect(screen.getByText(/Disetujui oleh: Petugas #1/)).toBeVisible();
    unmount();
    renderCard(entry({ status: 'POSTED', source: 'payroll', actor: 'system' }));
    expect(screen.queryByRole('button', { name: /Balik/ })).toBeNull();
  });
});

describe('the reconciliation table', () => {
  const reconciliation = (difference: number): Reconciliation => ({
    date: '2026-11-20',
    rows: [
      {
        account: '1201',
        name: 'Piutang pinjaman anggota',
        ledger: 9_000_000,
        subledger: 9_000_000,
        difference: 0,
      },
      {
        account: '3102',
        name: 'Simpanan wajib',
        ledger: 4_000_000 + difference,
        subledger: 4_000_000,
        difference,
      },
    ],
  });

  it('warns about a control account that differs from its sub-ledger, with the way to its entries', async () => {
    const openAccountBook = vi.fn();
    render(
      <ReconciliationTable reconciliation={reconciliation(25_000)} onOpenAccountBook={openAccountBook} />,
    );
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Selisih ditemukan');
    expect(warning).toHaveTextContent('3102 Simpanan wajib');
    expect(warning).toHaveTextContent('selisih Rp 25.000');
    expect(warning).not.toHaveTextContent('1201');
    await userEvent.click(within(warning).getByRole('button', { name: 'Lihat buku besar 3102' }));
    expect(openAccountBook).toHaveBeenCalledWith('3102');
  });

  it('says so when every control account agrees', () => {
    render(<ReconciliationTable reconciliation={reconciliation(0)} onOpenAccountBook={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Semua akun kontrol cocok');
  });
});
