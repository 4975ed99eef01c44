import { lastClosedFiscalYear, todayInJakarta } from '@kopkar/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession, setStaffSession } from '@/lib/session';
import { StaffShuPage } from './staff-shu-page';

const today = todayInJakarta();
const closed = lastClosedFiscalYear(today);
const SERVER_REFUSAL = 'Pesan penolakan dari server';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  setStaffSession({
    access_token: 'staff-token',
    staff: { id: 1, username: 'admin', name: 'Admin', role: 'ADMIN', jobTitle: null, companyId: null },
  });
  fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'PUT') {
      return new Response(JSON.stringify({ code: 422, message: SERVER_REFUSAL, data: null }), {
        status: 422,
      });
    }
    return new Response(JSON.stringify({ code: 200, message: 'OK', data: [] }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

const renderPage = () =>
  render(
    <AppProvider>
      <StaffShuPage />
    </AppProvider>,
  );
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('StaffShuPage and the fiscal year', () => {
  it('opens on the latest closed year and offers no later one', async () => {
    renderPage();
    const yearField = screen.getByRole('spinbutton', { name: 'Tahun buku' });
    expect(yearField).toHaveValue(closed);
    expect(yearField).toHaveAttribute('max', String(closed));
    expect(await screen.findByRole('button', { name: 'Simpan Keputusan' })).toBeVisible();
  });

  it('explains that the current year has not closed instead of offering its form', async () => {
    renderPage();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Tahun buku' }), {
      target: { value: String(closed + 1) },
    });
    expect(await screen.findByText(new RegExp(`Tahun buku ${closed + 1} belum ditutup`))).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Simpan Keputusan' })).toBeNull();
  });

  it('shows a RAT date before the year closed under the field, without sending it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Dana SHU untuk anggota/ }), '1000000');
    fireEvent.change(screen.getByLabelText(/Tanggal RAT/), { target: { value: `${closed}-12-20` } });
    await user.click(screen.getByRole('button', { name: 'Simpan Keputusan' }));
    expect(await screen.findByText(new RegExp(`Tanggal RAT untuk SHU ${closed} paling awal`))).toBeVisible();
    expect(puts()).toHaveLength(0);
  });

  it('shows the server’s message when it refuses the decision', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Dana SHU untuk anggota/ }), '1000000');
    fireEvent.change(screen.getByLabelText(/Tanggal RAT/), { target: { value: today } });
    await user.click(screen.getByRole('button', { name: 'Simpan Keputusan' }));
    expect(await screen.findByText(SERVER_REFUSAL)).toBeVisible();
    expect(puts()).toHaveLength(1);
  });
});
