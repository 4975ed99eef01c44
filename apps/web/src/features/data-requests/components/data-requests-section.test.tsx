import type { DataRequest } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { DataRequestsSection } from './data-requests-section';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const base: DataRequest = {
  id: 1,
  topic: 'ADDRESS',
  status: 'DIAJUKAN',
  proposed: { address: 'Jl. Baru 5' },
  note: null,
  refusalReason: null,
  deletionOutcome: null,
  submittedAt: hoursFromNow(-80),
  deadline: hoursFromNow(-8),
  isOverdue: true,
  decidedAt: null,
};

function stub(requests: DataRequest[], onPost?: (body: unknown) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'POST' && onPost) return onPost(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ code: 200, message: 'OK', data: requests }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

describe('DataRequestsSection', () => {
  it('shows each request with its deadline, Terlambat when an open one is late, and a refusal’s reason', async () => {
    stub([
      base,
      {
        ...base,
        id: 2,
        topic: 'NAME',
        proposed: { name: 'Siti' },
        status: 'DITOLAK',
        refusalReason: 'Beda KTP',
        isOverdue: false,
        decidedAt: hoursFromNow(-1),
      },
      { ...base, id: 3, topic: 'DELETION', proposed: {}, deadline: hoursFromNow(60), isOverdue: false },
    ]);
    render(
      <AppProvider>
        <DataRequestsSection />
      </AppProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Permintaan Anda' });
    const [late, refused, deletion] = within(list).getAllByRole('listitem');
    expect(late).toHaveTextContent('Koreksi alamat');
    expect(late).toHaveTextContent('Terlambat');
    expect(late).toHaveTextContent(/Batas waktu: \d{2}-\d{2}-\d{4} \d{2}:\d{2} WIB/);
    expect(refused).toHaveTextContent('Ditolak. Alasan: Beda KTP');
    expect(refused).not.toHaveTextContent('Terlambat');
    expect(deletion).not.toHaveTextContent('Terlambat');
    // An open deletion request: no second one can be asked for.
    expect(screen.queryByRole('button', { name: 'Ajukan Penghapusan Data' })).toBeNull();
    expect(screen.getByText('Permintaan penghapusan Anda sedang diproses.')).toBeVisible();
  });

  it('shows why the server refused a correction (one open per topic)', async () => {
    const user = userEvent.setup();
    const message =
      'Permintaan koreksi nama Anda masih diproses. Tunggu keputusannya sebelum mengajukan lagi.';
    const fetchMock = stub(
      [],
      () => new Response(JSON.stringify({ code: 409, message, data: null }), { status: 409 }),
    );
    render(
      <AppProvider>
        <DataRequestsSection />
      </AppProvider>,
    );
    await screen.findByText(/Belum ada permintaan/);
    await user.click(screen.getByRole('button', { name: 'Ajukan Koreksi Data' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajukan koreksi data' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Nama yang benar/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Permintaan' }));
    expect(within(dialog).getByText('Nama wajib diisi')).toBeVisible();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Nama yang benar/ }), 'Siti Aminah');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Permintaan' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
  });
});
