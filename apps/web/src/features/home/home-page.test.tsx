import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { setSession } from '@/lib/session';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';

import {
  card,
  counterOffer,
  finished,
  fresh,
  funded,
  ok,
  rejected,
  renderHome,
  stubHomeApi,
  summary,
} from './home-page.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows only the contact form while the phone number is missing', async () => {
    // The shell re-reads /me: it must answer the same member without a phone number.
    const user = buildUser({ mobilephoneno: null });
    stubHomeApi([], (url) => (url.endsWith('/me') ? ok(user) : undefined));
    setSession({ access_token: 'token', user });
    render(<AppProvider>{createTestRouter(routes, ['/home']).element}</AppProvider>);
    expect(
      await screen.findByRole('heading', { name: 'Lengkapi data Anda' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Saldo Pinjaman' })).not.toBeInTheDocument();
  });

  it('gives each history card the buttons of its status', async () => {
    stubHomeApi([counterOffer, rejected, funded, fresh, finished]);
    renderHome();
    const names = async (purpose: string) =>
      within(await card(purpose))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await names('Kendaraan')).toEqual(['Detail', 'Status']);
    expect(await names('Renovasi Rumah')).toEqual(['Status']);
    expect(within(await card('Modal')).getByRole('link', { name: 'Amortisasi' })).toHaveAttribute(
      'href',
      '/report-amortisasi/AG-3',
    );
    expect(await names('Kesehatan')).toEqual(['Cancel', 'Status']);
    // A loan paid off (Lunas) still leads to its schedule, where the settlement letter is.
    expect(
      within(await card('Pernikahan')).getByRole('link', { name: 'Amortisasi & Surat Lunas' }),
    ).toHaveAttribute('href', '/report-amortisasi/AG-5');
  });

  it('shows the balance in principal that adds up, with what the figures mean', async () => {
    stubHomeApi([funded]);
    renderHome();
    const balance = await screen.findByRole('region', { name: 'Saldo Pinjaman' }, { timeout: 3000 });
    expect(
      within(balance)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Pinjaman saat ini', 'Pokok terbayar', 'Sisa pokok']);
    expect(
      within(balance)
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toEqual(['Rp 12.000.000', 'Rp 5.000.000', 'Rp 7.000.000']);
    expect(within(balance).getByRole('img', { name: /^Pokok terbayar 42%/ })).toBeInTheDocument();
    expect(within(balance).getByText(/^Dihitung dari pokok pinjaman, tanpa bunga/)).toBeVisible();
  });

  it('does not say "Anda belum mengajukan pinjaman" while an application is in process', async () => {
    const inProcess = { ...summary, LoanAmount: 0, Terbayarkan: 0, SisaSaldo: 0, Status: 'NEW' };
    stubHomeApi([fresh], (url) => (url.includes('/StatusPinjaman/') ? ok(inProcess) : undefined));
    renderHome();
    const balance = await screen.findByRole('region', { name: 'Saldo Pinjaman' }, { timeout: 3000 });
    expect(
      await within(balance).findByText(
        'Belum ada pinjaman berjalan. Pengajuan Anda sedang diproses; saldo tampil setelah dana dicairkan.',
      ),
    ).toBeVisible();
    expect(within(balance).queryByText('Anda belum mengajukan pinjaman')).not.toBeInTheDocument();
  });

  it('says "Anda belum mengajukan pinjaman" only to a member without any application', async () => {
    const none = { ...summary, LoanAmount: 0, Terbayarkan: 0, SisaSaldo: 0 };
    stubHomeApi([], (url) => (url.includes('/StatusPinjaman/') ? ok(none) : undefined));
    renderHome();
    const balance = await screen.findByRole('region', { name: 'Saldo Pinjaman' }, { timeout: 3000 });
    expect(await within(balance).findByText('Anda belum mengajukan pinjaman')).toBeVisible();
  });

  it('draws the stepper of a rejected application with the failed step and the reasons', async () => {
    const user = userEvent.setup();
    stubHomeApi([rejected]);
    renderHome();
    await user.click(within(await card('Renovasi Rumah')).getByRole('button', { name: 'Status' }));

    const dialog = await screen.findByRole('dialog', { name: 'Status Pengajuan · Pinjaman Reguler' });
    const steps = await within(dialog).findAllByText(/Budi Santoso|HC|Atasan Langsung|Manager/, {
      selector: '.MuiStepLabel-label, .MuiStepLabel-label *',
    });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Budi Santoso',
      'HC',
      'Atasan Langsung',
      'Manager',
    ]);
    const states = [...dialog.querySelectorAll('[data-state]')].map((step) =>
      step.getAttribute('data-state'),
    );
    expect(states).toEqual(['complete', 'complete', 'failed', 'pending']);
    expect(within(dialog).getByText('06-03-2025 10:30')).toBeVisible();
    const reasons = within(dialog).getByRole('heading', { name: 'Alasan Reject/Cancel' });
    expect(reasons.parentElement).toHaveTextContent('Nominal terlalu besar');
  });

  it("opens the counter-offer's dialog when the offer page sends the member here", async () => {
    stubHomeApi([rejected, counterOffer]);
    renderHome('/home?penawaran=9');
    const offer = await screen.findByRole('dialog', { name: 'Penawaran Pinjaman' }, { timeout: 3000 });
    expect(offer).toHaveTextContent('Rp 15.000.000');
  });

  it('opens no dialog for an id that is no waiting offer', async () => {
    stubHomeApi([rejected, counterOffer]);
    renderHome('/home?penawaran=2');
    await card('Renovasi Rumah');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('accepts a counter-offer after confirmation and keeps the offered terms as the current loan', async () => {
    const user = userEvent.setup();
    const fetchMock = stubHomeApi([counterOffer], (url) =>
      url.endsWith('/PengajuanPinjamanNST')
        ? ok({ NIK: '100001', icon: 'success', message: 'Penawaran diterima' })
        : undefined,
    );
    const router = renderHome();
    await user.click(within(await card('Kendaraan')).getByRole('button', { name: 'Detail' }));
    const offer = await screen.findByRole('dialog', { name: 'Penawaran Pinjaman' });
    expect(offer).toHaveTextContent('Rp 15.000.000');
    await user.click(within(offer).getByRole('button', { name: 'Ajukan Pinjaman' }));
    await user.click(await screen.findByRole('button', { name: 'Ya' }));

    await vi.waitFor(() => expect(router.location.pathname).toBe('/application-form-process'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/PengajuanPinjamanNST'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 9, NIK: '100001', approval: 1 });
    expect(loanEntryStorage.readCurrentLoan()).toEqual({
      id: 9,
      ApprovalNo: 'APP-9',
      LoanAmount: 15_000_000,
      Tenor: 18,
      InstallmentAmount: 900_000,
    });
  });

  it('declines a counter-offer and lands on the cancel page', async () => {
    const user = userEvent.setup();
    const fetchMock = stubHomeApi([counterOffer], (url) =>
      url.endsWith('/PengajuanPinjamanNST')
        ? ok({ NIK: '100001', icon: 'success', message: 'Pinjaman dibatalkan' })
        : undefined,
    );
    const router = renderHome();
    await user.click(within(await card('Kendaraan')).getByRole('button', { name: 'Detail' }));
    await user.click(await screen.findByRole('button', { name: 'Batalkan Pinjaman' }));
    await user.click(await screen.findByRole('button', { name: 'Ya' }));

    await vi.waitFor(() => expect(router.location.pathname).toBe('/application-form-cancel'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/PengajuanPinjamanNST'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ approval: 0 });
    expect(loanEntryStorage.readCurrentLoan()).toBeNull();
  });

  it('shows the server message when answering the offer fails', async () => {
    const user = userEvent.setup();
    stubHomeApi([counterOffer], (url) =>
      url.endsWith('/PengajuanPinjamanNST')
        ? new Response(JSON.stringify({ code: 409, message: 'Penawaran sudah dijawab', data: null }), {
            status: 409,
          })
        : undefined,
    );
    renderHome();
    await user.click(within(await card('Kendaraan')).getByRole('button', { name: 'Detail' }));
    await user.click(await screen.findByRole('button', { name: 'Ajukan Pinjaman' }));
    await user.click(await screen.findByRole('button', { name: 'Ya' }));

    expect(await screen.findByText('Penawaran sudah dijawab')).toBeVisible();
  });

  it('asks "Yakin dicancel ?" before cancelling and posts the application id', async () => {
    const user = userEvent.setup();
    const fetchMock = stubHomeApi([fresh], (url) =>
      url.endsWith('/CancelPengajuan')
        ? ok({ NIK: '100001', icon: 'success', message: 'Pengajuan dibatalkan' })
        : undefined,
    );
    renderHome();
    await user.click(within(await card('Kesehatan')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Yakin dicancel ?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ya, batalkan' }));

    expect(await screen.findByText('Pengajuan dibatalkan')).toBeVisible();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/CancelPengajuan'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 4 });
  });
  it('shows the coming salary deduction’s total with a link to its lines', async () => {
    const deduction = {
      period: '2026-12',
      cutoffDate: '2026-12-25',
      payday: '2026-12-25',
      lines: [],
      total: 617_646,
      previous: [],
    };
    stubHomeApi([], (url) => (url.includes('/PotonganGaji/') ? ok(deduction) : undefined));
    renderHome();
    const section = await screen.findByRole('region', { name: 'Potongan gaji bulan ini' }, { timeout: 3000 });
    expect(await within(section).findByText('Rp 617.646')).toBeVisible();
    expect(within(section).getByText('Periode Desember 2026')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Lihat rincian' })).toHaveAttribute(
      'href',
      '/potongan-gaji',
    );
  });
});
