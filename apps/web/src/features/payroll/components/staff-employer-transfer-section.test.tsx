import { addDays, type EmployerTransfers, type StaffRole, todayInJakarta } from '@kopkar/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession, setStaffSession } from '@/lib/session';
import { EmployerTransferSection } from './staff-employer-transfer-section';

const today = todayInJakarta();
const postedOn = addDays(today, -20);
const PERIOD = '2026-09';
const SAVED = 'Transfer Rp 1.250.000 dari perusahaan dicatat';
const REFUSED = 'Transfer dengan referensi ini sudah dicatat';

const reply = (status: number, message: string, data: unknown) =>
  new Response(JSON.stringify({ code: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The period as the server holds it; a POST adds the transfer, or refuses with REFUSED when `refuse` is set. */
let state: EmployerTransfers;
let refuse = false;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function signIn(role: StaffRole) {
  setStaffSession({
    access_token: 'staff-token',
    staff: { id: 6, username: 'finance', name: 'Yuliana Putri', role, jobTitle: null, companyId: null },
  });
}

beforeEach(() => {
  signIn('FINANCE');
  refuse = false;
  state = {
    period: PERIOD,
    postedOn,
    deducted: 5_000_000,
    received: 0,
    outstanding: 5_000_000,
    transfers: [],
  };
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (!String(input).endsWith(`/admin/payroll/${PERIOD}/transfers`)) return reply(200, 'OK', null);
    if (init?.method !== 'POST') return reply(200, 'OK', state);
    if (refuse) return reply(409, REFUSED, null);
    const body = JSON.parse(String(init.body));
    const received = state.received + body.amount;
    state = {
      ...state,
      received,
      outstanding: state.deducted - received,
      transfers: [
        ...state.transfers,
        {
          id: state.transfers.length + 1,
          ...body,
          note: body.note || null,
          recordedBy: 'Yuliana Putri',
          recordedAt: `${today}T09:00:00.000Z`,
        },
      ],
    };
    return reply(200, SAVED, state);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function renderSection() {
  render(
    <AppProvider>
      <EmployerTransferSection period={PERIOD} />
    </AppProvider>,
  );
  return userEvent.setup();
}

const facts = () => screen.getByRole('region', { name: 'Transfer dari perusahaan' });
const fact = (label: string) => within(facts()).getByText(label).nextElementSibling;

async function fillForm(user: ReturnType<typeof userEvent.setup>, amount: string, receivedOn = today) {
  await user.type(await screen.findByRole('textbox', { name: /Jumlah \(Rp\)/ }), amount);
  fireEvent.change(screen.getByLabelText(/Tanggal diterima/), { target: { value: receivedOn } });
  await user.type(screen.getByRole('textbox', { name: /Referensi bank/ }), 'BCA-0925');
  await user.click(screen.getByRole('button', { name: 'Catat transfer' }));
}

describe('EmployerTransferSection', () => {
  it('shows a skeleton while loading, then the figures and the empty list', async () => {
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat transfer…');
    expect(await screen.findByText('Belum ada transfer yang dicatat untuk periode ini.')).toBeVisible();
    expect(fact('Total dipotong')).toHaveTextContent('Rp 5.000.000');
    expect(fact('Sudah diterima')).toHaveTextContent('Rp 0');
    expect(fact('Sisa')).toHaveTextContent('Rp 5.000.000');
  });

  it('records a transfer after the confirmation and shows the server’s message and the new outstanding amount', async () => {
    const user = renderSection();
    await fillForm(user, '1.250.000');
    const dialog = await screen.findByRole('dialog', { name: 'Catat transfer' });
    expect(dialog).toHaveTextContent(
      /Catat transfer Rp 1\.250\.000 dari perusahaan untuk payroll September 2026/,
    );
    expect(posts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, catat' }));

    expect(await screen.findByText(SAVED)).toBeVisible();
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({
      amount: 1_250_000,
      receivedOn: today,
      reference: 'BCA-0925',
      note: '',
    });
    expect(fact('Sisa')).toHaveTextContent('Rp 3.750.000');
    expect(screen.getByText(/^Rp 1\.250\.000 · diterima/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Jumlah \(Rp\)/ })).toHaveValue('');
  });

  it('says under the fields what the server would refuse, sending nothing', async () => {
    const user = renderSection();
    await fillForm(user, '5000001', addDays(postedOn, -1));
    expect(await screen.findByText('Melebihi sisa yang belum diterima (Rp 5.000.000)')).toBeVisible();
    expect(screen.getByText(/^Tidak boleh sebelum tanggal posting/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    refuse = true;
    const user = renderSection();
    await fillForm(user, '1000');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, catat' }));
    expect(await screen.findByText(REFUSED)).toBeVisible();
    expect(posts()).toHaveLength(1);
  });

  it('confirms the last transfer although the form then gives way to “all received”', async () => {
    state = { ...state, deducted: 1_250_000, outstanding: 1_250_000 };
    const user = renderSection();
    await fillForm(user, '1250000');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, catat' }));
    expect(await screen.findByText(SAVED)).toBeVisible();
    expect(screen.getByText('Seluruh potongan periode ini sudah diterima dari perusahaan.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Catat transfer' })).toBeNull();
  });

  it('lets ADMIN read the transfers without the form', async () => {
    signIn('ADMIN');
    renderSection();
    expect(await screen.findByText('Transfer dari perusahaan dicatat oleh petugas FINANCE.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Jumlah/ })).toBeNull();
  });
});
