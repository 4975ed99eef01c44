import { addDays, SAVINGS_TRANSFER_MAX_AGE_DAYS, todayInJakarta } from '@kopkar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubShellApi } from '@/testing/fake-api';
import { DepositForm } from './deposit-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DepositForm nik="123456" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  stubShellApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('DepositForm transfer date', () => {
  const today = todayInJakarta();
  const oldest = addDays(today, -SAVINGS_TRANSFER_MAX_AGE_DAYS);

  it('offers today back to the domain window in the date picker', () => {
    renderForm();
    const field = screen.getByLabelText(/Tanggal transfer/);
    expect(field).toHaveValue(today);
    expect(field).toHaveAttribute('min', oldest);
    expect(field).toHaveAttribute('max', today);
  });

  it('explains a typed date outside the window instead of sending it', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/Tanggal transfer/), { target: { value: '1900-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Setoran' }));
    // The rules load with the first submit or focus (lib/lazy-form-resolver.ts), so the message comes a tick later.
    expect(await screen.findByText(/Tanggal transfer paling lama 90 hari yang lalu/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('DepositForm checks', () => {
  it('shows each field’s message under it, as the Setor call’s rules word it', async () => {
    renderForm();
    const amount = screen.getByRole('textbox', { name: /Jumlah setoran/ });
    expect(screen.getByText('Minimal Rp 10.000')).toBeInTheDocument();
    await userEvent.type(amount, 'dua ratus');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Setoran' }));
    expect(await screen.findByText('Masukkan jumlah dalam rupiah, mis. 250000')).toBeInTheDocument();
    expect(screen.getByText('Unggah foto bukti transfer')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5.000');
    await waitFor(() =>
      expect(screen.queryByText('Masukkan jumlah dalam rupiah, mis. 250000')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Minimal Rp 10.000')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('DepositForm sending', () => {
  it('sends the typed values with the proof, then starts empty again with the same transfer date and no message', async () => {
    const shell = stubShellApi();
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        if (String(input).endsWith('/Simpanan/Sukarela/Setor')) {
          sent.push(JSON.parse(String(init?.body)));
          return new Response(JSON.stringify({ code: 201, message: 'Setoran terkirim', data: null }), {
            status: 201,
          });
        }
        return shell(input, init);
      }),
    );
    renderForm();
    const user = userEvent.setup();
    const date = addDays(todayInJakarta(), -1);

    // Sent empty first: every message shows, and stays until its field is right.
    await user.click(screen.getByRole('button', { name: 'Kirim Setoran' }));
    expect(await screen.findByText('Unggah foto bukti transfer')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Jumlah setoran/ }), '250.000');
    fireEvent.change(screen.getByLabelText(/Tanggal transfer/), { target: { value: date } });
    await user.type(screen.getByRole('textbox', { name: /Catatan/ }), 'gaji ke-13');
    await user.upload(
      screen.getByLabelText(/Bukti transfer/),
      new File(['%PDF-1.4'], 'bukti.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.queryByText('Unggah foto bukti transfer')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Kirim Setoran' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, kirim' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      NIK: '123456',
      Jumlah: 250000,
      TanggalTransfer: date,
      BuktiTransfer: expect.stringMatching(/^data:application\/pdf;base64,/),
      Catatan: 'gaji ke-13',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Jumlah setoran/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /Catatan/ })).toHaveValue('');
    expect(screen.getByLabelText(/Tanggal transfer/)).toHaveValue(date);
    expect(screen.queryByText(/PDF dipilih/)).not.toBeInTheDocument();

    // A new round: typing shows no message until the form is sent again.
    await user.type(screen.getByRole('textbox', { name: /Jumlah setoran/ }), '1');
    expect(screen.queryByText('Unggah foto bukti transfer')).not.toBeInTheDocument();
  });
});
