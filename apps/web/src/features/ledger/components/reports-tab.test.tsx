import type {
  CashFlow,
  EquityChanges,
  FinancialPosition,
  OperatingResult,
  StatementLine,
} from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession, setStaffSession } from '@/lib/session';
import { ReportsTab } from './reports-tab';

const line = (label: string, current: number): StatementLine => ({ code: null, label, current, previous: 0 });
const section = (heading: string, total: number) => ({ heading, lines: [], total: line(heading, total) });
const period = { from: '2026-01-01', to: '2026-11-27' };
const previousPeriod = { from: '2025-01-01', to: '2025-11-27' };
const movement = (opening: number, closing: number) => ({ opening, additions: 0, deductions: 0, closing });

const position: FinancialPosition = {
  title: 'Laporan Posisi Keuangan',
  date: '2026-11-27',
  previousDate: '2025-11-27',
  aset: section('Aset', 1_250_000_000),
  liabilitas: section('Liabilitas', 900_000_000),
  ekuitas: section('Ekuitas', 350_000_000),
  totalLiabilitasEkuitas: line('Jumlah liabilitas dan ekuitas', 1_250_000_000),
  isBalanced: true,
};
const result: OperatingResult = {
  title: 'Perhitungan Hasil Usaha',
  period,
  previousPeriod,
  partisipasiAnggota: section('Partisipasi anggota', 80_000_000),
  pendapatanLain: section('Pendapatan lain', 5_000_000),
  totalPendapatan: line('Jumlah pendapatan', 85_000_000),
  beban: section('Beban', 30_000_000),
  shu: line('SHU', 55_000_000),
};
const cash: CashFlow = {
  title: 'Laporan Arus Kas',
  period,
  previousPeriod,
  operasi: section('Operasi', -20_000_000),
  investasi: section('Investasi', 0),
  pendanaan: section('Pendanaan', 12_500_000),
  kenaikanBersih: line('Kenaikan bersih', -7_500_000),
  saldoAwal: line('Saldo awal', 100_000_000),
  saldoAkhir: line('Saldo akhir', 92_500_000),
};
const equity: EquityChanges = {
  title: 'Laporan Perubahan Ekuitas',
  period,
  previousPeriod,
  rows: [],
  total: {
    code: null,
    label: 'Jumlah',
    current: movement(295_000_000, 350_000_000),
    previous: movement(0, 0),
  },
  hasilUsaha: line('Hasil usaha', 55_000_000),
};
const statements: Record<string, unknown> = {
  'posisi-keuangan': position,
  'hasil-usaha': result,
  'arus-kas': cash,
  'perubahan-ekuitas': equity,
};

const json = (status: number, message: string, data: unknown) =>
  new Response(JSON.stringify({ code: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let savedNames: string[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T03:00:00Z'));
  setStaffSession({
    access_token: 'staff-token',
    staff: {
      id: 6,
      username: 'finance',
      name: 'Yuliana Putri',
      role: 'FINANCE',
      jobTitle: null,
      companyId: null,
    },
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  // jsdom cannot follow a link; the name the file is saved under is what counts.
  savedNames = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedNames.push(this.download);
  });
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const [, name = '', format] = /\/admin\/reports\/([a-z-]+)(?:\.(pdf|xlsx))?$/.exec(url.pathname) ?? [];
    if (format === 'xlsx') return json(500, 'Terjadi kesalahan pada server', null);
    if (format === 'pdf') {
      return new Response('%PDF-1.7', {
        headers: { 'Content-Disposition': `attachment; filename="${name}-2026-11-27.pdf"` },
      });
    }
    return json(200, 'OK', statements[name] ?? null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearStaffSession();
});

const renderTab = () =>
  render(
    <AppProvider>
      <ReportsTab />
    </AppProvider>,
  );
const card = (title: string) => screen.getByRole('region', { name: title });
const calledPaths = () => fetchMock.mock.calls.map(([input]) => String(input));

describe('the Laporan tab', () => {
  it('asks for 1 January to today and shows each statement’s headline figures', async () => {
    renderTab();
    expect(screen.getByLabelText('Dari tanggal')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Sampai tanggal')).toHaveValue('2026-11-27');
    expect(screen.getAllByRole('status').some((node) => /^Memuat /.test(node.textContent ?? ''))).toBe(true);

    const position = await screen.findByRole('region', { name: 'Laporan Posisi Keuangan' });
    expect(await within(position).findAllByText('Rp 1.250.000.000', { selector: 'dd' })).toHaveLength(2);
    expect(position).toHaveTextContent('Per 27-11-2026');
    expect(position).toHaveTextContent('KeseimbanganSeimbang');
    expect(await within(card('Perhitungan Hasil Usaha')).findByText('Rp 55.000.000')).toBeVisible();
    expect(await within(card('Laporan Arus Kas')).findByText('-Rp 7.500.000')).toBeVisible();
    expect(card('Laporan Arus Kas')).toHaveTextContent('01-01-2026 s.d. 27-11-2026');
    expect(await within(card('Laporan Perubahan Ekuitas')).findByText('Rp 350.000.000')).toBeVisible();
    expect(calledPaths()).toContain('/api/v1/admin/reports/posisi-keuangan?date=2026-11-27');
    expect(calledPaths()).toContain('/api/v1/admin/reports/arus-kas?from=2026-01-01&to=2026-11-27');
  });

  it('downloads a statement’s PDF, and says in Indonesian when its Excel fails', async () => {
    const user = userEvent.setup();
    renderTab();
    const position = await screen.findByRole('region', { name: 'Laporan Posisi Keuangan' });
    await user.click(within(position).getByRole('button', { name: 'Unduh PDF Laporan Posisi Keuangan' }));
    expect(calledPaths()).toContain('/api/v1/admin/reports/posisi-keuangan.pdf?date=2026-11-27');
    expect(savedNames).toEqual(['posisi-keuangan-2026-11-27.pdf']);
    expect(within(position).queryByRole('alert')).toBeNull();

    const cashCard = card('Laporan Arus Kas');
    await user.click(within(cashCard).getByRole('button', { name: 'Unduh Excel Laporan Arus Kas' }));
    expect(await within(cashCard).findByRole('alert')).toHaveTextContent(
      'Excel Laporan Arus Kas gagal diunduh. Terjadi kesalahan pada server',
    );
    expect(within(cashCard).getByRole('button', { name: 'Unduh Excel Laporan Arus Kas' })).toBeEnabled();
  });

  it('keeps the figures when the start is after the end, and says why', async () => {
    const user = userEvent.setup();
    renderTab();
    await within(card('Laporan Arus Kas')).findByText('-Rp 7.500.000');
    const from = screen.getByLabelText('Dari tanggal');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    expect(await screen.findByText('Tanggal awal harus sebelum tanggal akhir')).toBeVisible();
    expect(calledPaths().some((path) => path.includes('from=2026-12-01'))).toBe(false);
  });
});
