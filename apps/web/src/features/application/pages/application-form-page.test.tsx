import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { setSession } from '@/lib/session';
import { buildUser } from '@/testing/test-user';
import { assignLocation } from '../lib/full-redirect';
import { buildHistoryItem, instalmentFor, readCalls, stubApplicationApi } from '../testing/application-api';

vi.mock('../lib/resize-image', () => ({
  resizeImage: vi.fn(async () => 'data:image/jpeg;base64,U0VMRklF'),
}));
vi.mock('../lib/full-redirect', () => ({ assignLocation: vi.fn() }));

// Whole-page flows through the real router and a lazy route: give slow, shared CI machines room.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

const member = buildUser({ saldoiuranwajib: 3_500_000, saldomaxpinjaman: 35_000_000 });
const image = (name: string, bytes = 2_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const pdf = (name: string, bytes = 2_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

function renderForm() {
  setSession({ access_token: 'tok', user: member });
  const router = createMemoryRouter(routes, { initialEntries: ['/application-form'] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

/** Closes the popup, asserting its text first. */
async function expectPopup(user: ReturnType<typeof userEvent.setup>, text: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const amountSlider = () => screen.getByRole('slider', { name: 'Jumlah pinjaman' });
const setAmount = (amount: number) => fireEvent.change(amountSlider(), { target: { value: String(amount) } });

async function completeUploads(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Pinjaman Renovasi Rumah' }));
  await user.upload(screen.getByLabelText('Pilih foto selfie dengan KTP'), image('selfie.jpg'));
  await screen.findByRole('img', { name: 'Pratinjau selfie dengan KTP' });
  await user.upload(screen.getByLabelText('File Form Pengajuan'), pdf('form.pdf'));
  await user.upload(screen.getByLabelText('File Dokumen Pendukung'), image('slip.jpg'));
  await screen.findByText(/slip\.jpg/);
}

async function chooseTenor(user: ReturnType<typeof userEvent.setup>, months: number) {
  await user.click(screen.getByRole('combobox', { name: 'Tenor' }));
  await user.click(await screen.findByRole('option', { name: `${months} bulan` }));
}

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

describe('ApplicationFormPage: prerequisites (SPEC §5)', () => {
  it('asks for each missing step in order and keeps the amount at 0', async () => {
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
    expect(amountSlider()).toHaveValue('0');
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

describe('ApplicationFormPage: amount and tenor', () => {
  it('lowers a tenor above the new TenorMax when the amount drops', async () => {
    const api = stubApplicationApi({ user: member });
    const user = renderForm();
    await completeUploads(user);

    setAmount(35_000_000);
    await screen.findByText('Tenor maksimal 36 bulan untuk jumlah ini');
    await chooseTenor(user, 36);
    expect(await screen.findByText('Rp 973.222')).toBeVisible();

    setAmount(5_000_000);
    expect(await screen.findByText('Tenor maksimal 12 bulan untuk jumlah ini')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Tenor' })).toHaveTextContent('12 bulan');
    expect(await screen.findByText('Rp 417.667')).toBeVisible();
    expect(readCalls(api, '/Calculator').at(-1)?.body).toMatchObject({
      loan_amount: 5_000_000,
      terms: 12,
      term_years: 1,
    });
  });

  it('shows the rate-check popup and resets the amount when /cekrate refuses', async () => {
    stubApplicationApi({ user: member });
    const user = renderForm();
    await completeUploads(user);
    const fetchMock = vi.mocked(fetch);
    const passThrough = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/cekrate')
        ? new Response(JSON.stringify({ code: 422, message: 'Minimal', data: null }), { status: 422 })
        : (passThrough as typeof fetch)(input, init),
    );
    setAmount(500_000);
    await expectPopup(user, 'Opps... Minimal pinjaman Rp 500.000');
    expect(amountSlider()).toHaveValue('0');
  });
});

describe('ApplicationFormPage: submit', () => {
  it('sends the SPEC §3 payload once (even on a double click) with an Idempotency-Key, stores the loan and reloads into the process page', async () => {
    const api = stubApplicationApi({ user: member });
    const user = renderForm();
    await completeUploads(user);
    setAmount(12_000_000);
    await chooseTenor(user, 18);
    expect(
      await screen.findByText(`Rp ${instalmentFor(12_000_000, 18).toLocaleString('id-ID')}`),
    ).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /syarat dan ketentuan/ }));
    await user.dblClick(screen.getByRole('button', { name: 'Ajukan Pinjaman' }));

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/application-form-process'));
    const [call, ...others] = readCalls(api, '/PengajuanPinjaman');
    expect(others).toHaveLength(0);
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(call?.body).toEqual({
      NIK: '100001',
      EmployeeName: 'Budi Santoso',
      ProductID: 2,
      FinancePurpose: 'Renovasi Rumah',
      PhotoKTP: 'data:image/jpeg;base64,U0VMRklF',
      PhotoPendukung: expect.stringMatching(/^data:application\/pdf;base64,/),
      DocPendukung: expect.stringMatching(/^data:image\/jpeg;base64,/),
      loan_amount: 12_000_000,
      interest: 12.5,
      term_years: 2,
      tenor: 18,
      InstallmentAmount: instalmentFor(12_000_000, 18),
      OSPrincipalAmount: 12_000_000,
      OSPInterestAmount: instalmentFor(12_000_000, 18) * 2,
      from_web: 1,
    });
    expect(loanEntryStorage.readCurrentLoan()).toEqual({
      id: 41,
      ApprovalNo: 'PJ20250101-00041',
      LoanAmount: 12_000_000,
      Tenor: 18,
      InstallmentAmount: instalmentFor(12_000_000, 18),
    });
  });

  it("shows 'Error!' with the server message and keeps everything entered", async () => {
    stubApplicationApi({
      user: member,
      submitReply: () =>
        new Response(
          JSON.stringify({ code: 409, message: 'Pengajuan anda sedang dalam approval', data: null }),
          {
            status: 409,
          },
        ),
    });
    const user = renderForm();
    await completeUploads(user);
    setAmount(5_000_000);
    await screen.findByText('Rp 417.667');
    await user.click(screen.getByRole('checkbox', { name: /syarat dan ketentuan/ }));
    await user.click(screen.getByRole('button', { name: 'Ajukan Pinjaman' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Pengajuan anda sedang dalam approval');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(assignLocation).not.toHaveBeenCalled();
    expect(amountSlider()).toHaveValue('5000000');
    expect(screen.getByRole('checkbox', { name: /syarat dan ketentuan/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Ajukan Pinjaman' })).toBeEnabled();
  });
});
