import { PAYROLL_ACTUAL_MAX_BYTES, type PayrollActualReport } from '@kopkar/domain';
import { render, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession } from '@/lib/session';
import { envelopeReply, signInTestStaff } from '@/testing/staff-replies';
import { PayrollActualSection } from './staff-payroll-actual-section';

const PERIOD = '2026-09';
const CSV = 'periode,perusahaan,nik,nama,jumlah_dipotong\n2026-09,KSB,100234,Siti Aminah,250000\n';
const POSTED = 'Potongan aktual diposting';
const BAD_FILE = 'File potongan tidak dapat diimpor: 3 masalah';
const BAD_LINES = [
  'Baris 5: NIK "abc" tidak valid',
  'Baris 9: jumlah_dipotong "-100" tidak valid',
  'Baris 12: periode 2026-08 bukan 2026-09',
];

const report = (alreadyPosted = false): PayrollActualReport => ({
  period: PERIOD,
  instructionVersion: 3,
  outcomes: [
    { outcome: 'FULL', count: 638, instructed: 410_000_000, deducted: 410_000_000 },
    { outcome: 'PARTIAL', count: 1, instructed: 1_200_000, deducted: 250_000 },
    { outcome: 'UNKNOWN', count: 1, instructed: 0, deducted: 75_000 },
  ],
  instructed: 411_200_000,
  deducted: 410_325_000,
  shortfall: 950_000,
  toSukarela: 0,
  unknown: 75_000,
  exceptions: [
    {
      nik: '100234',
      name: 'Siti Aminah',
      company: 'KSB',
      outcome: 'PARTIAL',
      instructed: 1_200_000,
      deducted: 250_000,
      shortfall: 950_000,
      over: 0,
    },
    {
      nik: '999001',
      name: null,
      company: 'KSB',
      outcome: 'UNKNOWN',
      instructed: 0,
      deducted: 75_000,
      shortfall: 0,
      over: 0,
    },
  ],
  exceptionCount: 640,
  summary: {
    period: PERIOD,
    cutOffDate: '2026-09-25',
    instalments: { count: 412, amount: 380_000_000 },
    contributions: { count: 640, amount: 30_325_000 },
    points: { count: 400, total: 4_000 },
    finishingLoans: [],
    skippedNiks: [],
    alreadyPosted,
  },
});

/** How the server answers the preview: the report, or HR's file refused line by line. */
let refuseFile = false;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  signInTestStaff('FINANCE');
  refuseFile = false;
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.endsWith(`/admin/payroll/${PERIOD}/actual/preview`)) {
      if (refuseFile) {
        return envelopeReply(422, BAD_FILE, {
          errors: BAD_LINES.map((message) => ({ path: 'file', message })),
        });
      }
      return envelopeReply(200, 'Pratinjau potongan aktual', report());
    }
    if (url.endsWith(`/admin/payroll/${PERIOD}/actual/post`)) return envelopeReply(200, POSTED, report());
    return envelopeReply(200, 'OK', null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

/** The calls to the actual-deduction routes, with the path after the period and the JSON body. */
const actualCalls = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/actual/'))
    .map(([input, init]) => ({
      step: String(input).split('/actual/')[1],
      body: JSON.parse(String(init?.body)) as { file: string; fileName?: string },
    }));

function renderSection() {
  render(
    <AppProvider>
      <PayrollActualSection period={PERIOD} isPosted={false} />
    </AppProvider>,
  );
  return userEvent.setup();
}

async function chooseAndPreview(
  user: ReturnType<typeof userEvent.setup>,
  file = new File([CSV], 'potongan.csv'),
) {
  await user.upload(screen.getByTestId('payroll-actual-file'), file);
  await user.click(screen.getByRole('button', { name: 'Pratinjau file HR' }));
}

const section = () => screen.getByRole('region', { name: 'Impor Potongan Aktual dari HR' });
const fact = (label: string) => within(section()).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('PayrollActualSection', () => {
  it('previews the chosen file and shows the figures, each outcome and the employees that differ', async () => {
    const user = renderSection();
    await chooseAndPreview(user);

    const outcomes = await screen.findByRole('table', { name: 'Hasil pencocokan per jenis' });
    expect(within(outcomes).getByRole('row', { name: /Dipotong sebagian/ })).toHaveTextContent(
      /Dipotong sebagian\s*1\s*Rp 1\.200\.000\s*Rp 250\.000/,
    );
    expect(within(outcomes).getByRole('row', { name: /Sesuai instruksi/ })).toHaveTextContent('638');
    const exceptions = screen.getByRole('table', { name: 'Karyawan yang potongannya berbeda' });
    expect(within(exceptions).getByRole('row', { name: /100234/ })).toHaveTextContent(
      /100234\s*Siti Aminah\s*KSB\s*Dipotong sebagian\s*Rp 1\.200\.000\s*Rp 250\.000\s*Rp 950\.000\s*Rp 0/,
    );
    expect(within(exceptions).getByRole('row', { name: /999001/ })).toHaveTextContent(
      'NIK tidak ada di instruksi',
    );
    expect(screen.getByText('Menampilkan 2 dari 640')).toBeVisible();
    expect(fact('Versi instruksi')).toHaveTextContent('3');
    expect(fact('Kekurangan (tunggakan)')).toHaveTextContent('Rp 950.000');
    expect(fact('NIK tak dikenal (tidak dibukukan)')).toHaveTextContent('Rp 75.000');
    expect(fact('Angsuran')).toHaveTextContent('412 baris · Rp 380.000.000');
    expect(within(section()).queryByText('Dilewati (potongan gagal)')).toBeNull();

    expect(actualCalls()).toEqual([{ step: 'preview', body: { file: btoa(CSV), fileName: 'potongan.csv' } }]);
    expect(screen.getByRole('button', { name: 'Posting file HR' })).toBeEnabled();
  });

  it('lists every problem of a refused file under the server’s message', async () => {
    refuseFile = true;
    const user = renderSection();
    await chooseAndPreview(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BAD_FILE);
    const problems = within(alert).getByRole('list', { name: 'Masalah pada file potongan' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BAD_LINES);
    expect(screen.getByRole('button', { name: 'Posting file HR' })).toBeDisabled();
  });

  it('refuses a file over 20 MB without sending it', async () => {
    const user = renderSection();
    const large = new File(['x'], 'potongan-besar.xlsx');
    Object.defineProperty(large, 'size', { value: PAYROLL_ACTUAL_MAX_BYTES + 1 });
    await user.upload(screen.getByTestId('payroll-actual-file'), large);

    expect(await screen.findByText('File potongan maksimal 20 MB')).toBeVisible();
    expect(screen.queryByText(/potongan-besar\.xlsx/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pratinjau file HR' })).toBeDisabled();
    expect(actualCalls()).toEqual([]);
  });

  it('posts the previewed file only after the confirmation, and shows the server’s message', async () => {
    const user = renderSection();
    await chooseAndPreview(user);
    await user.click(await screen.findByRole('button', { name: 'Posting file HR' }));

    const dialog = await screen.findByRole('dialog', { name: 'Posting potongan aktual' });
    expect(dialog).toHaveTextContent(
      'Posting potongan aktual September 2026? Angsuran yang terpotong ditandai lunas, kekurangan menjadi tunggakan dan anggota diberi tahu. Tindakan ini tidak dapat dibatalkan.',
    );
    expect(actualCalls().map((call) => call.step)).toEqual(['preview']);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, posting' }));

    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    // The section's result and the snackbar both carry the server's message.
    expect(within(section()).getByRole('alert')).toHaveTextContent(POSTED);
    await waitFor(() => expect(screen.getAllByText(POSTED)).toHaveLength(2));
    expect(within(section()).getByRole('heading', { name: 'Yang sudah dibukukan' })).toBeVisible();
    expect(actualCalls()).toEqual([
      { step: 'preview', body: { file: btoa(CSV), fileName: 'potongan.csv' } },
      { step: 'post', body: { file: btoa(CSV), fileName: 'potongan.csv' } },
    ]);
    expect(screen.getByRole('button', { name: 'Posting file HR' })).toBeDisabled();
  });

  it('asks for a new preview when another file is chosen after one', async () => {
    const user = renderSection();
    await chooseAndPreview(user);
    expect(await screen.findByRole('button', { name: 'Posting file HR' })).toBeEnabled();
    await user.upload(screen.getByTestId('payroll-actual-file'), new File([`${CSV}x`], 'lain.csv'));

    expect(screen.getByText(/^lain\.csv \(1 KB\)$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Posting file HR' })).toBeDisabled();
    expect(screen.queryByRole('table', { name: 'Hasil pencocokan per jenis' })).toBeNull();
  });
});
