import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { setSession } from '@/lib/session';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';

// Whole-page flows through the real router and a lazy route: give slow, shared CI machines room.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

type User = ReturnType<typeof userEvent.setup>;

export const member = buildUser({ saldoiuranwajib: 3_500_000, saldomaxpinjaman: 35_000_000 });
export const image = (name: string, bytes = 2_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
export const pdf = (name: string, bytes = 2_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

export function renderForm() {
  setSession({ access_token: 'tok', user: member });
  const router = createTestRouter(routes, ['/application-form']);
  render(<AppProvider>{router.element}</AppProvider>);
  return userEvent.setup({ applyAccept: false });
}

/** Closes the popup, asserting its text first. */
export async function expectPopup(user: User, text: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

export const amountSlider = () => screen.getByRole('slider', { name: 'Jumlah pinjaman' });
export const setAmount = (amount: number) =>
  fireEvent.change(amountSlider(), { target: { value: String(amount) } });

export async function completeUploads(user: User) {
  await user.click(await screen.findByRole('radio', { name: 'Pinjaman Renovasi Rumah' }));
  await user.upload(screen.getByLabelText('Pilih foto selfie dengan KTP'), image('selfie.jpg'));
  await screen.findByRole('img', { name: 'Pratinjau selfie dengan KTP' });
  await user.upload(screen.getByLabelText('File Form Pengajuan'), pdf('form.pdf'));
  await user.upload(screen.getByLabelText('File Dokumen Pendukung'), image('slip.jpg'));
  await screen.findByText(/slip\.jpg/);
}

export async function chooseTenor(user: User, months: number) {
  await user.click(screen.getByRole('combobox', { name: 'Tenor' }));
  await user.click(await screen.findByRole('option', { name: `${months} bulan` }));
}
