import { addDays, SAVINGS_TRANSFER_MAX_AGE_DAYS, todayInJakarta } from '@kopkar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
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
    expect(screen.getByText(/Tanggal transfer paling lama 90 hari yang lalu/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
