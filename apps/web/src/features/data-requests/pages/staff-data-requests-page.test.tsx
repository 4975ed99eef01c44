import type { AdminDataRequest } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession, setStaffSession } from '@/lib/session';
import { StaffDataRequestsPage } from './staff-data-requests-page';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function requestOf(id: number, overrides: Partial<AdminDataRequest>): AdminDataRequest {
  return {
    id,
    topic: 'NAME',
    status: 'DIAJUKAN',
    proposed: { name: 'Siti Aminah' },
    note: null,
    refusalReason: null,
    deletionOutcome: null,
    submittedAt: hoursFromNow(-10),
    deadline: hoursFromNow(62),
    isOverdue: false,
    decidedAt: null,
    member: { id, nik: `10000${id}`, name: `Anggota ${id}` },
    current: { name: 'Siti Aminh' },
    ...overrides,
  };
}

const queue = [
  requestOf(1, { topic: 'DELETION', proposed: {}, current: {}, deadline: hoursFromNow(-2), isOverdue: true }),
  requestOf(2, {}),
];
const json = (data: unknown, message = 'OK') =>
  new Response(JSON.stringify({ code: 200, message, data }), { status: 200 });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  setStaffSession({
    access_token: 'staff-token',
    staff: { id: 1, username: 'admin', name: 'Admin', role: 'ADMIN', jobTitle: null, companyId: null },
  });
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'POST') return json({ ...queue[0], status: 'DISETUJUI' }, 'Permintaan disetujui');
    if (String(input).endsWith('/admin/data-requests')) return json(queue);
    return new Response(JSON.stringify({ code: 404, message: 'Tidak ditemukan', data: null }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('StaffDataRequestsPage', () => {
  it('marks the overdue request and shows current → asked values', async () => {
    render(
      <AppProvider>
        <StaffDataRequestsPage />
      </AppProvider>,
    );
    const overdue = await screen.findByRole('listitem', { name: 'Anggota 1 · Penghapusan data' });
    expect(within(overdue).getByText('Terlambat')).toBeVisible();
    const onTime = screen.getByRole('listitem', { name: 'Anggota 2 · Koreksi nama' });
    expect(within(onTime).queryByText('Terlambat')).toBeNull();
    expect(onTime).toHaveTextContent('Siti Aminh → Siti Aminah');
    expect(onTime).toHaveTextContent(/Batas waktu: \d{2}-\d{2}-\d{4} \d{2}:\d{2} WIB/);
  });

  it('asks before approving a deletion, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    render(
      <AppProvider>
        <StaffDataRequestsPage />
      </AppProvider>,
    );
    const overdue = await screen.findByRole('listitem', { name: 'Anggota 1 · Penghapusan data' });
    await user.click(within(overdue).getByRole('button', { name: 'Setujui' }));
    const dialog = screen.getByRole('dialog', { name: /Setujui penghapusan data/ });
    expect(dialog).toHaveTextContent('tidak dapat dibatalkan');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(posts()).toHaveLength(0);
    await user.click(within(overdue).getByRole('button', { name: 'Setujui' }));
    await user.click(screen.getByRole('button', { name: 'Ya, hapus data' }));
    expect(await screen.findByText('Permintaan disetujui')).toBeVisible();
    expect(String(posts()[0]?.[0])).toMatch(/\/admin\/data-requests\/1\/approve$/);
  });

  it('refuses only with a reason, and sends it', async () => {
    const user = userEvent.setup();
    render(
      <AppProvider>
        <StaffDataRequestsPage />
      </AppProvider>,
    );
    const onTime = await screen.findByRole('listitem', { name: 'Anggota 2 · Koreksi nama' });
    await user.click(within(onTime).getByRole('button', { name: 'Tolak' }));
    const dialog = screen.getByRole('dialog');
    const refuse = within(dialog).getByRole('button', { name: 'Tolak' });
    expect(refuse).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Alasan penolakan/ }), 'Nama di KTP berbeda');
    await user.click(refuse);
    const [url, init] = posts()[0] ?? [];
    expect(String(url)).toMatch(/\/admin\/data-requests\/2\/refuse$/);
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Nama di KTP berbeda' });
  });
});
