import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { assignLocation } from '../lib/full-redirect';
import { instalmentFor, readCalls, stubApplicationApi } from '../testing/application-api';
import {
  amountSlider,
  chooseTenor,
  completeUploads,
  expectPopup,
  member,
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
  it('sends the docs/product/data.md payload once (even on a double click) with an Idempotency-Key, stores the loan and reloads into the process page', async () => {
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
