import type { SukarelaPlanStatus } from '@kopkar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueSnackbar } from '@/lib/toast';
import { stubShellApi } from '@/testing/fake-api';
import { SukarelaPlanCard } from './sukarela-plan-card';

vi.mock('@/lib/toast', () => ({ enqueueSnackbar: vi.fn() }));

const URL_PART = '/Simpanan/Sukarela/Bulanan';
let status: SukarelaPlanStatus;
let putReply: { status: number; message: string };
const sent: unknown[] = [];

beforeEach(() => {
  status = { current: null, scheduled: null, changeEffectivePeriod: '2026-12' };
  putReply = {
    status: 200,
    message: 'Simpanan sukarela bulanan Rp 200.000 berlaku mulai periode Desember 2026',
  };
  sent.length = 0;
  const shell = stubShellApi();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      if (!String(input).includes(URL_PART)) return shell(input, init);
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return Response.json(
          { code: putReply.status, message: putReply.message, data: null },
          { status: putReply.status },
        );
      }
      return Response.json({ code: 200, message: 'OK', data: status });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(enqueueSnackbar).mockClear();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SukarelaPlanCard />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Simpanan Sukarela Bulanan' });
}

describe('SukarelaPlanCard', () => {
  it('is busy while loading, then says there is no plan and offers no stop', async () => {
    const card = renderCard();
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(await within(card).findByText('Belum ada')).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-busy', 'false');
    expect(within(card).queryByRole('button', { name: 'Hentikan' })).not.toBeInTheDocument();
    expect(within(card).getByText(/Perubahan berlaku mulai periode Desember 2026/)).toBeInTheDocument();
  });

  it('shows the plan in force and the scheduled change', async () => {
    status = {
      current: { amount: 200_000, effectivePeriod: '2026-11' },
      scheduled: { amount: 0, effectivePeriod: '2026-12' },
      changeEffectivePeriod: '2026-12',
    };
    const card = renderCard();
    expect(await within(card).findByText('Rp 200.000 per bulan, dipotong dari gaji')).toBeInTheDocument();
    expect(within(card).getByText('Dihentikan mulai periode Desember 2026')).toBeInTheDocument();
  });

  it('sets an amount after a confirmation naming the period, then shows the server’s message', async () => {
    const card = renderCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Atur potongan' }));
    await userEvent.type(await within(card).findByRole('textbox', { name: /Jumlah per bulan/ }), '200.000');
    await userEvent.click(within(card).getByRole('button', { name: 'Simpan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Rp 200.000 dipotong dari gaji mulai periode Desember 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, simpan' }));
    await vi.waitFor(() =>
      expect(enqueueSnackbar).toHaveBeenCalledWith(putReply.message, { variant: 'success' }),
    );
    expect(sent).toEqual([{ Jumlah: 200_000 }]);
  });

  it('explains an amount that is no multiple of Rp 1.000 instead of sending it', async () => {
    const card = renderCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Atur potongan' }));
    await userEvent.type(await within(card).findByRole('textbox', { name: /Jumlah per bulan/ }), '10500');
    await userEvent.click(within(card).getByRole('button', { name: 'Simpan' }));
    expect(await within(card).findByText('Jumlah harus kelipatan Rp 1.000')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('stops the plan after a confirmation; a refusal is shown as the server words it', async () => {
    status = { ...status, current: { amount: 200_000, effectivePeriod: '2026-11' } };
    putReply = { status: 409, message: 'Anggota tidak ditemukan' };
    const card = renderCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Atur potongan' }));
    await userEvent.click(await within(card).findByRole('button', { name: 'Hentikan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hentikan simpanan sukarela bulanan mulai periode Desember 2026?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, hentikan' }));
    await vi.waitFor(() =>
      expect(enqueueSnackbar).toHaveBeenCalledWith('Anggota tidak ditemukan', { variant: 'error' }),
    );
    expect(sent).toEqual([{ Jumlah: 0 }]);
  });
});
