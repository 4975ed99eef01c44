import { type PayrollActualReport, todayInJakarta } from '@kopkar/domain';
import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession } from '@/lib/session';
import { envelopeReply, signInTestStaff } from '@/testing/staff-replies';
import { StaffPayrollPage } from './staff-payroll-page';

const PERIOD = todayInJakarta().slice(0, 7);
const POSTED = 'Potongan aktual diposting';

const report: PayrollActualReport = {
  period: PERIOD,
  instructionVersion: 1,
  outcomes: [{ outcome: 'FULL', count: 2, instructed: 300_000, deducted: 300_000 }],
  instructed: 300_000,
  deducted: 300_000,
  shortfall: 0,
  toSukarela: 0,
  unknown: 0,
  exceptions: [],
  exceptionCount: 0,
  summary: {
    period: PERIOD,
    cutOffDate: `${PERIOD}-25`,
    instalments: { count: 2, amount: 200_000 },
    contributions: { count: 2, amount: 100_000 },
    points: { count: 2, total: 20 },
    finishingLoans: [],
    skippedNiks: [],
    alreadyPosted: false,
  },
};

/** Whether the server holds the period as posted; the actual post sets it. */
let isPosted = false;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  signInTestStaff('FINANCE');
  isPosted = false;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/admin/payroll')) {
      return envelopeReply(200, 'OK', [
        {
          period: PERIOD,
          cutOffDate: `${PERIOD}-25`,
          postedAt: isPosted ? `${PERIOD}-26T03:00:00.000Z` : null,
          summary: null,
        },
      ]);
    }
    if (url.endsWith('/admin/payroll/questions')) return envelopeReply(200, 'OK', { open: [], answered: [] });
    if (url.endsWith('/actual/preview')) return envelopeReply(200, 'OK', report);
    if (url.endsWith('/actual/post') && init?.method === 'POST') {
      isPosted = true;
      return envelopeReply(200, POSTED, report);
    }
    if (url.endsWith('/reconciliation')) {
      return envelopeReply(200, 'OK', {
        period: PERIOD,
        cutOffDate: `${PERIOD}-25`,
        instructionVersion: 1,
        company: null,
        companies: [
          {
            company: 'KSB',
            name: 'PT Kopkar Sejahtera Bersama',
            employees: 2,
            instructed: 300_000,
            deducted: 300_000,
            posted: 300_000,
            differences: 0,
          },
        ],
        totals: { instructed: 300_000, deducted: 300_000, posted: 300_000, differences: 0 },
        transfers: { posted: 300_000, received: 0, outstanding: 300_000 },
        differences: [],
      });
    }
    if (url.endsWith('/transfers')) {
      return envelopeReply(200, 'OK', {
        period: PERIOD,
        postedOn: `${PERIOD}-26`,
        deducted: 300_000,
        received: 0,
        outstanding: 300_000,
        transfers: [],
      });
    }
    return envelopeReply(200, 'OK', null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

function renderPage() {
  render(
    <AppProvider>
      <StaffPayrollPage />
    </AppProvider>,
  );
  return userEvent.setup();
}

const actualSection = () => screen.queryByRole('region', { name: 'Impor Potongan Aktual dari HR' });

describe('StaffPayrollPage', () => {
  it('keeps showing what was just posted when the period turns posted, next to the employer’s transfers', async () => {
    const user = renderPage();
    expect(await screen.findByRole('region', { name: 'Instruksi Potongan Gaji' })).toBeVisible();
    await user.upload(screen.getByTestId('payroll-actual-file'), new File(['nik\n'], 'aktual.csv'));
    await user.click(screen.getByRole('button', { name: 'Pratinjau file HR' }));
    await user.click(await screen.findByRole('button', { name: 'Posting file HR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Posting potongan aktual' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, posting' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    expect(await screen.findByRole('region', { name: 'Transfer dari perusahaan' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Instruksi Potongan Gaji' })).toBeNull();
    const section = actualSection();
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getByRole('alert')).toHaveTextContent(POSTED);
    expect(
      within(section as HTMLElement).getByRole('heading', { name: 'Yang sudah dibukukan' }),
    ).toBeVisible();
  });

  it('shows a posted period’s transfers and reconciliation without the import', async () => {
    isPosted = true;
    renderPage();
    expect(await screen.findByRole('region', { name: 'Transfer dari perusahaan' })).toBeVisible();
    const reconciliation = await screen.findByRole('region', { name: 'Rekonsiliasi Potongan' });
    expect(
      await within(reconciliation).findByRole('table', { name: 'Rekonsiliasi per perusahaan' }),
    ).toBeVisible();
    expect(within(reconciliation).getByText('Semua karyawan dipotong sesuai instruksi.')).toBeVisible();
    expect(actualSection()).toBeNull();
  });

  it('shows the members’ questions on their deductions', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Keberatan Anggota' });
    expect(await within(section).findByText('Tidak ada keberatan yang menunggu jawaban.')).toBeVisible();
  });
});
