import type { Notification } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { setSession } from '@/lib/session';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'OK', data }), { status: 200 });

const approved: Notification = {
  id: 11,
  LogHeader: 'APV',
  LogDesc: 'Pengajuan pinjaman Modal telah disetujui.',
  LogDate: '2025-06-05T02:00:00.000Z',
  IsRead: false,
  ApplicationId: 5,
};
const rejected: Notification = {
  ...approved,
  id: 12,
  LogHeader: 'RJT',
  LogDesc: 'Pengajuan ditolak.',
  IsRead: true,
};

const myLoan = {
  id: 5,
  ApprovalNo: 'APP-5',
  Status: 'APV',
  LoanAmount: 12_000_000,
  Tenor: 12,
  InstallmentAmount: 1_068_994,
  payrollaccountno: '1230098765',
  payrollname: 'BUDI SANTOSO',
  OfferedAmount: null,
  OfferedTenor: null,
  OfferedInstallmentAmount: null,
  OfferStatus: null,
  AgreementNo: null,
  TotalPencairan: 11_820_000,
  FeeAdmin: null,
  sisapokok: null,
  sisabunga: null,
  pta: null,
  TglPencairan: null,
  TglPotongan: null,
};

function stubApi() {
  const shell = stubShellApi();
  let unread = 1;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/Notifikasi/1')) return ok([approved, rejected]);
    if (url.endsWith('/notifications/unread-count')) return ok({ count: unread });
    if (url.endsWith('/notifications/11/read')) {
      unread = 0;
      return ok(null);
    }
    if (url.endsWith('/MyLoan/5')) return ok(myLoan);
    return shell(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationPage', () => {
  it('marks the unread entry, opens the approved page with its figures and clears the bell count', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi();
    setSession({ access_token: 'token', user: buildUser() });
    const router = createTestRouter(routes, ['/notification']);
    render(<AppProvider>{router.element}</AppProvider>);

    const list = await screen.findByRole('list', { name: 'Daftar notifikasi' }, { timeout: 3000 });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('Belum dibaca: Pengajuan pinjaman Modal telah disetujui.');
    expect(first).toHaveTextContent('05-06-2025 09:00');
    expect(second).not.toHaveTextContent('Belum dibaca');
    // Each kind of news has its Indonesian label (domain NOTICE_KINDS), not the status chip's "Unknown".
    expect(within(first as HTMLElement).getByText('Disetujui')).toBeVisible();
    expect(within(second as HTMLElement).getByText('Ditolak')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Notifikasi, 1 belum dibaca' })).toBeVisible();

    await user.click(first as HTMLElement);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pengajuan Disetujui' })).toBeVisible();
    expect(router.location.pathname).toBe('/application-form-approved');
    expect(await screen.findByText('1230098765')).toBeVisible();
    expect(screen.getByText('Dana akan masuk ke rekening payroll Anda dalam 48 jam')).toBeVisible();
    expect(loanEntryStorage.readApprovalEntry()).toEqual(approved);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/notifications/11/read'))).toBe(true);
    expect(await screen.findByRole('link', { name: 'Notifikasi' })).toBeVisible();
  });
});
