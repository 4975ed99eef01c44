import { SETTLEMENT_INTEREST_RULE, type SettlementStatusReply } from '@kopkar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/app/toaster';
import { setSession } from '@/lib/session';
import { buildUser } from '@/testing/test-user';
import { SettlementDialog } from './settlement-dialog';

const status = (statuspelunasan: string): SettlementStatusReply => ({
  statuspelunasan,
  id: statuspelunasan ? 4 : null,
  id_pretermination: null,
  TotalPelunasan: 7_250_000,
  OSP: 7_000_000,
  Interest: 250_000,
  QuoteValidUntil: statuspelunasan === 'PT2' ? '2026-12-05' : null,
  Reason: null,
  Rincian: { Tanggal: null, Baris: [] },
});

function renderDialog(code: string, onClose = vi.fn(), reply = status(code)) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      <SettlementDialog open agreementNo="KKSB-1" agreementId={9} status={reply} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(() => vi.unstubAllGlobals());

describe('SettlementDialog', () => {
  it('PT2 shows the frozen amount, its validity and the proof upload with KIRIM', () => {
    renderDialog('PT2');
    expect(screen.getByText('Rp 7.250.000')).toBeInTheDocument();
    expect(screen.getByText('Berlaku sampai 05-12-2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Bukti transfer (gambar atau PDF)')).toHaveAttribute(
      'accept',
      'image/*,application/pdf',
    );
    expect(screen.getByRole('button', { name: 'KIRIM' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'REQUEST PELUNASAN' })).not.toBeInTheDocument();
  });

  it('shows how the running interest was computed: the date, the rule and each line', () => {
    const line = { InsSeqNo: 1, Bunga: 50_000, PeriodeMulai: '2026-11-26', JatuhTempo: '2026-12-25' };
    renderDialog('', vi.fn(), {
      ...status(''),
      TotalPelunasan: 5_000_000,
      OSP: 5_000_000,
      Interest: 0,
      Rincian: { Tanggal: '2026-11-26', Baris: [{ ...line, Hari: 0, HariPeriode: 29, BungaBerjalan: 0 }] },
    });
    expect(
      screen.getByRole('heading', { name: 'Perhitungan bunga berjalan per 26-11-2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText(SETTLEMENT_INTEREST_RULE)).toBeInTheDocument();
    expect(
      screen.getByText('Angsuran ke-1 (26-11-2026 s.d. 25-12-2026): Rp 50.000 × 0/29 hari = Rp 0'),
    ).toBeInTheDocument();
  });

  it('PT1 shows the status and total but the request cannot be sent again', () => {
    renderDialog('PT1');
    expect(screen.getByText('Status pelunasan: Dalam Pengecekan Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'REQUEST PELUNASAN' })).toBeDisabled();
  });

  it('asks for confirmation, then sends the loan id, number, NIK and total and closes', async () => {
    setSession({ access_token: 't', user: buildUser({ NIK: '100002' }) });
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(
          JSON.stringify({
            code: 200,
            message: 'Pengajuan Pelunasan anda berhasil diajukan',
            data: { icon: 'success', status: 'PT1', id: 4 },
          }),
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = renderDialog('');
    await userEvent.click(screen.getByRole('button', { name: 'REQUEST PELUNASAN' }));
    expect(screen.getByText('Apakah yakin akan melakukan pelunasan ?')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Pengajuan Pelunasan anda berhasil diajukan')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/Pelunasan');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      id: 9,
      NIK: '100002',
      PaidAmount: 7_250_000,
      AgreementNo: 'KKSB-1',
    });
  });
});
