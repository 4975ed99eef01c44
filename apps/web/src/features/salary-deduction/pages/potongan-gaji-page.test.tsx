import type { SalaryDeduction } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearSession, setSession } from '@/lib/session';
import { buildUser } from '@/testing/test-user';
import { PotonganGajiPage } from './potongan-gaji-page';

const coming: SalaryDeduction = {
  period: '2026-12',
  cutoffDate: '2026-12-25',
  payday: '2026-12-25',
  lines: [
    { kind: 'WAJIB', description: 'Simpanan wajib periode 2026-12', amount: 100_000 },
    {
      kind: 'ANGSURAN',
      description: 'Angsuran pinjaman ke-12 PK202512-00003 (jatuh tempo 2026-12-25)',
      amount: 517_646,
    },
  ],
  total: 617_646,
  previous: [
    {
      period: '2026-11',
      cutoffDate: '2026-11-25',
      lines: [{ kind: 'WAJIB', description: 'Simpanan wajib periode 2026-11', amount: 100_000 }],
      total: 100_000,
      instructed: null,
    },
    {
      period: '2026-10',
      cutoffDate: '2026-10-25',
      lines: [],
      total: 0,
      instructed: 617_646,
    },
  ],
};

function serve(data: SalaryDeduction) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ code: 200, message: 'OK', data }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  setSession({ access_token: 'token', user: buildUser({ NIK: '100002' }) });
  render(
    <AppProvider>
      <PotonganGajiPage />
    </AppProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('PotonganGajiPage', () => {
  it('itemises the coming period with its date and total, then the previous periods', async () => {
    const fetchMock = serve(coming);
    expect(screen.getByRole('heading', { level: 1, name: 'Potongan Gaji' })).toBeVisible();
    const card = await screen.findByRole('region', { name: 'Potongan periode Desember 2026' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/PotonganGaji/100002');
    expect(within(card).getByText('Tanggal potong 25-12-2026')).toBeVisible();
    expect(within(card).getByText('Simpanan wajib periode 2026-12')).toBeVisible();
    expect(within(card).getByText('Rp 517.646')).toBeVisible();
    expect(within(card).getByText('Total potongan gaji')).toBeVisible();
    expect(within(card).getByText('Rp 617.646')).toBeVisible();
    const previous = screen.getByRole('region', { name: 'Periode sebelumnya' });
    const november = within(previous).getByRole('article', { name: 'November 2026' });
    expect(within(november).getByText('Dipotong 25-11-2026')).toBeVisible();
    expect(within(november).getAllByText('Rp 100.000')).toHaveLength(2);
    expect(within(november).queryByRole('alert')).toBeNull();
    // HR's file deducted nothing in October: the member reads what stays owed.
    const october = within(previous).getByRole('article', { name: 'Oktober 2026' });
    expect(within(october).getByText('Tidak ada yang dipotong dari gaji periode ini.')).toBeVisible();
    expect(within(october).getByRole('alert')).toHaveTextContent(
      'Diinstruksikan Rp 617.646, dipotong Rp 0. Kekurangan Rp 617.646 menjadi tunggakan dan ditagihkan kembali pada potongan gaji periode berikutnya.',
    );
  });

  it('says so when nothing is deducted', async () => {
    serve({ ...coming, lines: [], total: 0, previous: [] });
    expect(await screen.findByText('Tidak ada potongan gaji untuk periode ini.')).toBeVisible();
    expect(screen.getByText('Belum ada potongan gaji yang diposting.')).toBeVisible();
    expect(screen.queryByText('Total potongan gaji')).toBeNull();
  });
});
