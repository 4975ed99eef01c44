import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../lib/full-redirect';
import { buildHistoryItem, stubApplicationApi } from '../testing/application-api';
import {
  amountSlider,
  chooseTenor,
  completeUploads,
  expectPopup,
  image,
  member,
  pdf,
  renderForm,
  setAmount,
} from '../testing/application-form-harness';

vi.mock('@/lib/resize-image', () => ({
  resizeImage: vi.fn(async () => 'data:image/jpeg;base64,U0VMRklF'),
}));
vi.mock('../lib/full-redirect', () => ({ assignLocation: vi.fn() }));

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplicationFormPage: check page', () => {
  it('replaces the form for a member with two unfinished loans', async () => {
    stubApplicationApi({ user: member, history: [buildHistoryItem('FUN', 1), buildHistoryItem('APV', 2)] });
    renderForm();
    expect(await screen.findByText('Anda belum bisa melakukan pengajuan Pinjaman')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kembali ke Home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('blocks a member whose application is in approval', async () => {
    stubApplicationApi({
      user: member,
      inquiryStatus: 'Sedang dalam approval',
      history: [buildHistoryItem('NEW')],
    });
    renderForm();
    expect(await screen.findByText('Anda belum bisa melakukan pengajuan Pinjaman')).toBeVisible();
    expect(screen.getByText('Pengajuan anda sedang dalam approval.')).toBeVisible();
  });
});

describe('ApplicationFormPage: prerequisites (docs/product/validation.md)', () => {
  it('asks for each missing step in order; a missing upload keeps the amount at 0, the terms box does not', async () => {
    stubApplicationApi({ user: member });
    const user = renderForm();
    await screen.findByRole('radio', { name: 'Pinjaman Pendidikan' });

    await user.upload(screen.getByLabelText('Pilih foto selfie dengan KTP'), image('selfie.jpg'));
    await expectPopup(user, 'Pilih Tujuan Pinjaman terlebih dahulu');

    await user.click(screen.getByRole('radio', { name: 'Pinjaman Pendidikan' }));
    await user.upload(screen.getByLabelText('File Form Pengajuan'), pdf('form.pdf'));
    await expectPopup(user, 'Upload Selfie dengan KTP/ID Card terlebih dahulu');
    setAmount(5_000_000);
    await expectPopup(user, 'Upload Selfie dengan KTP/ID Card terlebih dahulu');
    expect(amountSlider()).toHaveValue('0');

    await user.upload(screen.getByLabelText('Pilih foto selfie dengan KTP'), image('selfie.jpg'));
    await screen.findByRole('img', { name: 'Pratinjau selfie dengan KTP' });
    setAmount(5_000_000);
    await expectPopup(user, 'Upload Form Pengajuan terlebih dahulu');
    await user.upload(screen.getByLabelText('File Form Pengajuan'), pdf('form.pdf'));
    await screen.findByText(/form\.pdf/);
    setAmount(5_000_000);
    await expectPopup(user, 'Upload dokumen pendukung terlebih dahulu');
    expect(amountSlider()).toHaveValue('0');

    await user.upload(screen.getByLabelText('File Dokumen Pendukung'), image('slip.jpg'));
    await screen.findByText(/slip\.jpg/);
    await chooseTenor(user, 12);
    await expectPopup(user, 'Jumlah pinjaman harus dipilih terlebih dahulu');
    await user.click(screen.getByRole('button', { name: 'Ajukan Pinjaman' }));
    await expectPopup(user, 'Jumlah pinjaman harus dipilih terlebih dahulu');

    setAmount(5_000_000);
    expect(await screen.findByText('Rp 417.667')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ajukan Pinjaman' }));
    await expectPopup(user, 'Klik setuju dengan syarat dan ketentuan terlebih dahulu');
    // Only a missing upload resets the amount: after the terms popup the amount and instalment are still there.
    expect(amountSlider()).toHaveValue('5000000');
    expect(screen.getByText('Rp 417.667')).toBeVisible();
    expect(screen.queryByText('Pilih jumlah pinjaman terlebih dahulu')).not.toBeInTheDocument();
  });

  it('refuses documents of 1.000.000 bytes or more with the exact text and keeps the rest', async () => {
    stubApplicationApi({ user: member });
    const user = renderForm();
    await completeUploads(user);

    await user.upload(screen.getByLabelText('File Form Pengajuan'), pdf('besar.pdf', 1_000_000));
    await expectPopup(user, 'File Form Pengajuan Terlalu Besar, Maks 1 Mb');
    await user.upload(screen.getByLabelText('File Dokumen Pendukung'), image('besar.jpg', 1_200_000));
    await expectPopup(user, 'File Dokumen pendukung Terlalu Besar, Maks 1 Mb');

    expect(screen.queryByText(/besar\./)).not.toBeInTheDocument();
    expect(screen.getByText(/form\.pdf/)).toBeVisible();
    expect(screen.getByText(/slip\.jpg/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Pinjaman Renovasi Rumah' })).toBeChecked();
  });
});
