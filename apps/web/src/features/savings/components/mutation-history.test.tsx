import type { SavingsMutation } from '@kopkar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubShellApi } from '@/testing/fake-api';
import { MutationHistory } from './mutation-history';

// On a phone (below 600 px) the history is one card per movement with every figure in view; from
// 600 px it stays a table. The tab strip opens at its first tab, which is the one shown.

const items: SavingsMutation[] = [
  {
    id: 'S2',
    Tanggal: '2026-11-08',
    Keterangan: 'Penarikan sukarela ke rekening payroll',
    Masuk: 0,
    Keluar: 400_000,
    Saldo: 2_100_000,
  },
  {
    id: 'S1',
    Tanggal: '2026-10-12',
    Keterangan: 'Setoran sukarela transfer',
    Masuk: 1_500_000,
    Keluar: 0,
    Saldo: 2_500_000,
  },
];

/** window.matchMedia as a browser this wide answers MUI's breakpoint queries (`(max-width:599.95px)`). */
function stubViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

function renderHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MutationHistory nik="100002" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  const shell = stubShellApi();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) =>
      String(input).includes('/mutasi?')
        ? Response.json({ code: 200, message: 'OK', data: { items, page: 1, pageSize: 10, total: 2 } })
        : shell(input, init),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('MutationHistory on a phone (390 px)', () => {
  beforeEach(() => stubViewport(390));

  it('shows one card per movement: description, signed amount in its colour, date and balance after', async () => {
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Mutasi Simpanan Sukarela' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Penarikan sukarela ke rekening payrollKeluar −Rp 400.00008-11-2026Saldo Rp 2.100.000',
      'Setoran sukarela transferMasuk +Rp 1.500.00012-10-2026Saldo Rp 2.500.000',
    ]);
    const [out, into] = cards.map((card) => within(card).getByText(/^[+−]$/).parentElement);
    expect(getComputedStyle(out as Element).color).not.toBe(getComputedStyle(into as Element).color);
  });

  it('opens on the first tab, the one shown', async () => {
    renderHistory();
    const tabs = within(screen.getByRole('tablist', { name: 'Jenis simpanan' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Simpanan Sukarela',
      'Simpanan Wajib',
      'Simpanan Pokok',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('list', { name: 'Mutasi Simpanan Sukarela' });
  });
});

describe('MutationHistory from 600 px', () => {
  beforeEach(() => stubViewport(1280));

  it('keeps the table with its five columns', async () => {
    renderHistory();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tanggal', 'Keterangan', 'Masuk', 'Keluar', 'Saldo']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Mutasi Simpanan Sukarela' })).not.toBeInTheDocument();
  });
});
