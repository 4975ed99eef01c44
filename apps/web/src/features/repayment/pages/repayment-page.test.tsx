import { todayInJakarta } from '@kopkar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { Toaster } from '@/app/toaster';
import { setSession } from '@/lib/session';
import { buildUser } from '@/testing/test-user';
import { RepaymentPage } from './repayment-page';

const ok = (data: unknown, message = 'OK') =>
  new Response(JSON.stringify({ code: 200, message, data }), { status: 200 });

const schedule = {
  AgreementId: 9,
  header: {
    EmployeeName: 'Siti',
    NIK: '100002',
    AgreementNo: 'KKSB-1',
    LoanAmount: 1,
    Tenor: 1,
    FinancePurpose: 'X',
  },
  list: [],
  TotalPokok: 1,
  Saldo: { LoanAmount: 1, Terbayarkan: 0, SisaSaldo: 1 },
  LoanStatus: 'FUN',
  Pelunasan: null,
};

const NO_BREAKDOWN = { Tanggal: null, Baris: [] };

function stubApi(statuspelunasan: string, loanStatus = 'FUN', rincian: unknown = NO_BREAKDOWN) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/StatusPelunasan/')) {
      return ok({
        statuspelunasan,
        id: statuspelunasan ? 4 : null,
        id_pretermination: null,
        TotalPelunasan: 7_250_000,
        OSP: 7_000_000,
        Interest: 250_000,
        QuoteValidUntil: null,
        Reason: null,
        Rincian: rincian,
      });
    }
    if (url.includes('/HistoryPembayaran/')) return ok([]);
    if (url.includes('/ListAmortisasi/')) return ok({ ...schedule, LoanStatus: loanStatus });
    if (url.endsWith('/Pelunasan')) {
      return ok({ icon: 'success', status: 'PT1', id: 4 }, 'Pengajuan Pelunasan anda berhasil diajukan');
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  setSession({ access_token: 't', user: buildUser({ NIK: '100002' }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      <MemoryRouter initialEntries={['/repayment/KKSB-1']}>
        <AppRoutes routes={[{ path: '/repayment/:an', element: <RepaymentPage /> }]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RepaymentPage', () => {
  it('puts the interest breakdown’s heading one level under the page’s h1: no heading level is skipped', async () => {
    stubApi('', 'FUN', { Tanggal: '2026-11-20', Baris: [] });
    renderPage();
    await screen.findByRole('heading', { name: /Perhitungan bunga berjalan per 20-11-2026/ });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      expect(
        level - (levels[index - 1] ?? 0),
        `heading ${index + 1} of ${levels.join(', ')}`,
      ).toBeLessThanOrEqual(1);
    });
  });
  it('asks for the planned date, then confirmation, then sends that date', async () => {
    const fetchMock = stubApi('');
    renderPage();
    const start = await screen.findByRole('button', { name: 'Lakukan pelunasan' });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    const date = screen.getByLabelText('Tanggal pelunasan');
    expect(date).toHaveValue(todayInJakarta());
    fireEvent.change(date, { target: { value: '2099-01-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(screen.getByText('Apakah yakin akan melakukan pelunasan ?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Pengajuan Pelunasan anda berhasil diajukan')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/Pelunasan'));
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ id: 9, TglPengajuan: '2099-01-31' });
  });

  it('refuses a planned date before today', async () => {
    stubApi('');
    renderPage();
    const start = await screen.findByRole('button', { name: 'Lakukan pelunasan' });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    fireEvent.change(screen.getByLabelText('Tanggal pelunasan'), { target: { value: '2000-01-01' } });
    expect(screen.getByText('Tanggal tidak boleh sebelum hari ini')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lanjut' })).toBeDisabled();
  });

  it('PT1 shows the status and keeps the button disabled', async () => {
    stubApi('PT1');
    renderPage();
    expect(await screen.findByText('Dalam Pengecekan Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lakukan pelunasan' })).toBeDisabled();
  });

  it('PT2 links to self-payment with the agreement and offers the proof upload', async () => {
    stubApi('PT2');
    renderPage();
    const pay = await screen.findByRole('link', { name: 'Pembayaran pelunasan' });
    expect(pay).toHaveAttribute('href', '/self-payment?an=KKSB-1');
    expect(screen.getByRole('button', { name: 'KIRIM' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lakukan pelunasan' })).not.toBeInTheDocument();
  });

  it.each([
    ['PAI', 'FIN', 'settled early'],
    ['', 'FIN', 'paid off by payroll'],
  ])('%j on a %s loan (%s): no amount to pay, no request, the letter instead', async (code, loanStatus) => {
    stubApi(code, loanStatus);
    renderPage();
    expect(
      await screen.findByText('Pinjaman ini sudah lunas. Tidak ada lagi yang harus dibayar.'),
    ).toBeVisible();
    expect(screen.queryByText('Jumlah yang harus dibayar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Berlaku sampai/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lakukan pelunasan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh Surat Keterangan Lunas' })).toBeVisible();
  });

  it('reads "Sisa pokok … + bunga berjalan …" in the font of its line', async () => {
    stubApi('PT1');
    renderPage();
    // The line's own text is split around the amounts: match the paragraph by its whole text.
    const line = await screen.findByText(
      (_content, element) =>
        element?.tagName === 'P' &&
        element.textContent === 'Sisa pokok Rp 7.000.000 + bunga berjalan Rp 250.000',
    );
    for (const amount of line.querySelectorAll('span')) expect(amount).toHaveClass('MuiTypography-inherit');
  });
});
