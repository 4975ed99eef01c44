import type { PayrollReconciliation } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession } from '@/lib/session';
import { envelopeReply, signInTestStaff } from '@/testing/staff-replies';
import { PayrollReconciliationSection } from './staff-payroll-reconciliation-section';

const PERIOD = '2026-09';
const NOTHING =
  'Payroll periode September 2026 diposting tanpa file potongan dari HR: tidak ada yang direkonsiliasi';

const difference = (index: number): PayrollReconciliation['differences'][number] => ({
  nik: `KSB-${String(index).padStart(4, '0')}`,
  name: `Karyawan ${index}`,
  company: 'KSB',
  outcome: 'PARTIAL',
  instructed: 300_000,
  deducted: 200_000,
  shortfall: 100_000,
  over: 0,
});

const reconciliation: PayrollReconciliation = {
  period: PERIOD,
  cutOffDate: `${PERIOD}-25`,
  instructionVersion: 2,
  company: null,
  companies: [
    {
      company: 'KSB',
      name: 'PT Kopkar Sejahtera Bersama',
      employees: 3,
      instructed: 900_000,
      deducted: 850_000,
      posted: 850_000,
      differences: 2,
    },
    {
      company: 'KSM',
      name: 'PT Kopkar Sumber Makmur',
      employees: 1,
      instructed: 250_000,
      deducted: 250_000,
      posted: 250_000,
      differences: 0,
    },
  ],
  totals: { instructed: 1_150_000, deducted: 1_100_000, posted: 1_100_000, differences: 2 },
  transfers: { posted: 1_100_000, received: 600_000, outstanding: 500_000 },
  differences: [
    difference(1),
    {
      nik: 'KSB-0002',
      name: 'Sari Wulandari',
      company: 'KSB',
      outcome: 'OVER',
      instructed: 300_000,
      deducted: 350_000,
      shortfall: 0,
      over: 50_000,
    },
  ],
};

/** What the server answers for the reconciliation: the figures, or a refusal. */
let answer: () => Response;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  signInTestStaff('FINANCE');
  answer = () => envelopeReply(200, 'OK', reconciliation);
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).endsWith(`/admin/payroll/${PERIOD}/reconciliation`)
      ? answer()
      : new Response('baris,perusahaan\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="rekonsiliasi-potongan-${PERIOD}.csv"`,
          },
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

function renderSection() {
  render(
    <AppProvider>
      <PayrollReconciliationSection period={PERIOD} />
    </AppProvider>,
  );
  return userEvent.setup();
}

const section = () => screen.getByRole('region', { name: 'Rekonsiliasi Potongan' });
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

describe('PayrollReconciliationSection', () => {
  it('shows a skeleton, then each company with the total, the transfers and the differences', async () => {
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat rekonsiliasi…');

    const companies = await screen.findByRole('table', { name: 'Rekonsiliasi per perusahaan' });
    const rows = within(companies).getAllByRole('row');
    expect(cells(rows[0] as HTMLElement)).toEqual([
      'Perusahaan',
      'Karyawan',
      'Diinstruksikan',
      'Dipotong',
      'Diposting',
      'Selisih',
    ]);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      'PT Kopkar Sejahtera Bersama (KSB)',
      '3',
      'Rp 900.000',
      'Rp 850.000',
      'Rp 850.000',
      '2',
    ]);
    expect(cells(rows[3] as HTMLElement)).toEqual([
      'Total',
      '4',
      'Rp 1.150.000',
      'Rp 1.100.000',
      'Rp 1.100.000',
      '2',
    ]);

    const fact = (label: string) => within(section()).getByText(label).nextElementSibling;
    expect(fact('Diposting ke piutang')).toHaveTextContent('Rp 1.100.000');
    expect(fact('Diterima')).toHaveTextContent('Rp 600.000');
    expect(fact('Belum diterima')).toHaveTextContent('Rp 500.000');

    const differences = screen.getByRole('table', { name: 'Karyawan yang potongannya berselisih' });
    const lines = within(differences).getAllByRole('row');
    expect(lines).toHaveLength(3);
    expect(cells(lines[2] as HTMLElement)).toEqual([
      'KSB-0002',
      'Sari Wulandari',
      'KSB',
      'Dipotong lebih',
      'Rp 300.000',
      'Rp 350.000',
      'Rp 0',
      'Rp 50.000',
    ]);
    expect(within(section()).getByText(/Dicocokkan dengan instruksi versi 2/)).toBeVisible();
    expect(screen.queryByText(/unduh CSV untuk semua/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Unduh CSV rekonsiliasi potongan' })).toHaveTextContent(
      'Unduh CSV',
    );
    expect(screen.getByRole('button', { name: 'Unduh PDF rekonsiliasi potongan' })).toHaveTextContent(
      'Unduh PDF',
    );
  });

  it('lists the first 100 differences and points to the CSV for the rest', async () => {
    answer = () =>
      envelopeReply(200, 'OK', {
        ...reconciliation,
        differences: Array.from({ length: 130 }, (_, index) => difference(index + 1)),
      });
    renderSection();
    const differences = await screen.findByRole('table', { name: 'Karyawan yang potongannya berselisih' });
    expect(within(differences).getAllByRole('row')).toHaveLength(101);
    expect(within(section()).getByText('Menampilkan 100 dari 130; unduh CSV untuk semua')).toBeVisible();
  });

  it('downloads the CSV with the staff token', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:rekonsiliasi');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Unduh CSV rekonsiliasi potongan' }));
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/reconciliation.csv'));
    expect(call).toBeDefined();
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('says calmly that a period posted without HR’s file has nothing to reconcile', async () => {
    answer = () => envelopeReply(409, NOTHING, null);
    renderSection();
    expect(await within(section()).findByText(NOTHING)).toBeVisible();
    expect(within(section()).getByRole('alert')).toHaveClass('MuiAlert-colorInfo');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows another refusal as an error', async () => {
    answer = () => envelopeReply(404, 'Payroll periode September 2026 belum diposting', null);
    renderSection();
    expect(
      await within(section()).findByText('Payroll periode September 2026 belum diposting'),
    ).toBeVisible();
    expect(within(section()).getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });
});
