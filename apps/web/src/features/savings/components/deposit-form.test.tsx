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
