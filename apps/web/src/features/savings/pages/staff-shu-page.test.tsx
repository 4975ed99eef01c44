import { lastClosedFiscalYear, type ShuProposal, todayInJakarta } from '@kopkar/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession, setStaffSession } from '@/lib/session';
import { StaffShuPage } from './staff-shu-page';

const today = todayInJakarta();
const closed = lastClosedFiscalYear(today);
const SERVER_REFUSAL = 'Pesan penolakan dari server';
const SAVED = 'Pesan tersimpan dari server';
const part = (key: ShuProposal['parts'][number]['key'], label: string, percent: number, amount: number) => ({
  key,
  label,
  percent,
  amount,
});
/** What the books propose for the closed year: 8.000.001 of result, 4.400.001 for members at 36,36 % jasa modal. */
const proposal: ShuProposal = {
  year: closed,
  income: 11_000_001,
  expense: 3_000_000,
  result: 8_000_001,
  parts: [
    part('cadangan', 'Cadangan', 25, 2_000_000),
    part('jasaModal', 'Jasa modal', 20, 1_600_000),
    part('jasaUsaha', 'Jasa usaha', 35, 2_800_001),
    part('danaPengurus', 'Dana pengurus', 5, 400_000),
    part('danaKaryawan', 'Dana karyawan', 5, 400_000),
    part('danaPendidikan', 'Dana pendidikan', 5, 400_000),
    part('danaSosial', 'Dana sosial', 5, 400_000),
  ],
  pool: 4_400_001,
  jasaModalPercent: 36.36,
  note: 'Hasil usaha Rp 8.000.001 dibagi menurut alokasi AD/ART; dana SHU anggota adalah jasa modal ditambah jasa usaha.',
};
let proposalReply: ShuProposal = proposal;
/** The stored decisions (GET /admin/shu); null makes the PUT refuse with SERVER_REFUSAL. */
let storedDecisions: unknown[] | null = null;

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  setStaffSession({
    access_token: 'staff-token',
    staff: { id: 1, username: 'admin', name: 'Admin', role: 'ADMIN', jobTitle: null, companyId: null },
  });
  proposalReply = proposal;
  storedDecisions = null;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input).endsWith('/proposal')) {
      return new Response(JSON.stringify({ code: 200, message: 'OK', data: proposalReply }), { status: 200 });
    }
    if (init?.method === 'PUT' && storedDecisions) {
      const body = JSON.parse(String(init.body));
      storedDecisions.push({ year: closed, ...body, postedAt: null });
      return new Response(JSON.stringify({ code: 200, message: SAVED, data: null }), { status: 200 });
    }
    if (init?.method === 'PUT') {
      return new Response(JSON.stringify({ code: 422, message: SERVER_REFUSAL, data: null }), {
        status: 422,
      });
    }
    if (String(input).endsWith('/preview')) {
      return new Response(JSON.stringify({ code: 503, message: 'Pratinjau tidak tersedia', data: null }), {
        status: 503,
      });
    }
    if (String(input).endsWith('/admin/shu')) {
      return new Response(JSON.stringify({ code: 200, message: 'OK', data: storedDecisions ?? [] }), {
        status: 200,
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

  it('confirms a saved decision although saving mounts the form anew with what is stored', async () => {
    storedDecisions = [];
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Dana SHU untuk anggota/ }), '1000000');
    fireEvent.change(screen.getByLabelText(/Tanggal RAT/), { target: { value: today } });
    await user.click(screen.getByRole('button', { name: 'Simpan Keputusan' }));
    expect(await screen.findByText(SAVED)).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /Dana SHU untuk anggota/ })).toHaveValue('1000000');
    expect(puts()).toHaveLength(1);
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

describe('StaffShuPage and the proposal from the books', () => {
  const poolField = () => screen.findByRole('textbox', { name: /Dana SHU untuk anggota/ });
  const percentField = () => screen.getByRole('textbox', { name: /Bagian jasa modal/ });

  it('shows the parts and fills the decision with "Gunakan usulan", which the RAT may still change', async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('region', { name: `Alokasi hasil usaha ${closed}` });
    expect(table).toHaveTextContent('Jasa usaha35%Rp 2.800.001');
    expect(table).toHaveTextContent('Jumlah100%Rp 8.000.001');
    await user.click(screen.getByRole('button', { name: 'Gunakan usulan' }));
    expect(await poolField()).toHaveValue('4400001');
    expect(percentField()).toHaveValue('36,36');
    expect(screen.queryByText(/berbeda dari usulan pembukuan/)).toBeNull();

    await user.clear(percentField());
    await user.type(percentField(), '40');
    expect(await screen.findByText(/berbeda dari usulan pembukuan/)).toHaveTextContent(
      'Angka ini berbeda dari usulan pembukuan (dana Rp 4.400.001, jasa modal 36,36%). Tuliskan alasan keputusan RAT di kolom Catatan.',
    );
    await user.click(screen.getByRole('button', { name: 'Gunakan usulan' }));
    expect(screen.queryByText(/berbeda dari usulan pembukuan/)).toBeNull();

    fireEvent.change(screen.getByLabelText(/Tanggal RAT/), { target: { value: today } });
    await user.click(screen.getByRole('button', { name: 'Simpan Keputusan' }));
    await screen.findByText(SERVER_REFUSAL);
    const [[, init] = []] = puts();
    expect(JSON.parse(String(init?.body))).toEqual({
      pool: 4_400_001,
      jasaModalPercent: 36.36,
      ratDate: today,
      note: '',
    });
  });

  it('offers nothing to use when the year lost money', async () => {
    proposalReply = {
      ...proposal,
      result: -400_000,
      pool: 0,
      jasaModalPercent: 0,
      parts: proposal.parts.map((row) => ({ ...row, amount: 0 })),
      note: 'Hasil usaha rugi Rp 400.000: tidak ada SHU yang diusulkan untuk dibagikan.',
    };
    renderPage();
    expect(await screen.findByText(/Hasil usaha rugi Rp 400.000/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gunakan usulan' })).toBeDisabled();
  });
});
