import type { DeductionQuestion, SalaryDeduction } from '@kopkar/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearSession, setSession } from '@/lib/session';
import { buildUser } from '@/testing/test-user';
import { PotonganGajiPage } from './potongan-gaji-page';

const SENT = 'Keberatan terkirim. Jawaban dari bagian keuangan akan dikirim lewat notifikasi dan e-mail.';
const ANGSURAN = 'Angsuran pinjaman ke-12 PK202512-00003 (jatuh tempo 2026-12-25)';

const coming: SalaryDeduction = {
  period: '2026-12',
  cutoffDate: '2026-12-25',
  payday: '2026-12-25',
  lines: [
    { key: 'WAJIB', kind: 'WAJIB', description: 'Simpanan wajib periode 2026-12', amount: 100_000 },
    {
      key: 'ANGSURAN:PK202512-00003:12',
      kind: 'ANGSURAN',
      description: ANGSURAN,
      amount: 517_646,
    },
  ],
  total: 617_646,
  previous: [
    {
      period: '2026-11',
      cutoffDate: '2026-11-25',
      lines: [
        { key: 'WAJIB', kind: 'WAJIB', description: 'Simpanan wajib periode 2026-11', amount: 100_000 },
      ],
      total: 100_000,
      instructed: null,
    },
    {
      period: '2026-10',
      cutoffDate: '2026-10-25',
      lines: [],
      total: 0,
      instructed: 617_646,
    },
  ],
  questions: [],
};

const reply = (status: number, message: string, data: unknown) =>
  new Response(JSON.stringify({ code: status, message, data }), { status });

/**
 * Serves `data` on GET; a POST answers `onPost`'s reply (by default the question asked, added to `data` as the
 * server would, newest first).
 */
function serve(data: SalaryDeduction, onPost?: () => Response) {
  let state = data;
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method !== 'POST') return reply(200, 'OK', state);
    if (onPost) return onPost();
    const body = JSON.parse(String(init.body));
    const line = state.lines.find((item) => item.key === body.lineKey);
    const question: DeductionQuestion = {
      id: 41,
      period: body.period,
      lineKey: body.lineKey,
      lineDescription: line?.description ?? '',
      amount: line?.amount ?? 0,
      question: body.question,
      status: 'OPEN',
      answer: null,
      askedAt: '2026-12-03T02:00:00.000Z',
      answeredAt: null,
    };
    state = { ...state, questions: [question, ...state.questions] };
    return reply(201, SENT, question);
  });
  vi.stubGlobal('fetch', fetchMock);
  setSession({ access_token: 'token', user: buildUser({ NIK: '100002' }) });
  render(
    <AppProvider>
      <PotonganGajiPage />
    </AppProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('PotonganGajiPage', () => {
  it('itemises the coming period with its date and total, then the previous periods', async () => {
    const fetchMock = serve(coming);
    expect(screen.getByRole('heading', { level: 1, name: 'Potongan Gaji' })).toBeVisible();
    const card = await screen.findByRole('region', { name: 'Potongan periode Desember 2026' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/PotonganGaji/100002');
    expect(within(card).getByText('Tanggal potong 25-12-2026')).toBeVisible();
    expect(within(card).getByText('Simpanan wajib periode 2026-12')).toBeVisible();
    expect(within(card).getByText('Rp 517.646')).toBeVisible();
    expect(within(card).getByText('Total potongan gaji')).toBeVisible();
    expect(within(card).getByText('Rp 617.646')).toBeVisible();
    const previous = screen.getByRole('region', { name: 'Periode sebelumnya' });
    const november = within(previous).getByRole('article', { name: 'November 2026' });
    expect(within(november).getByText('Dipotong 25-11-2026')).toBeVisible();
    expect(within(november).getAllByText('Rp 100.000')).toHaveLength(2);
    expect(within(november).queryByRole('alert')).toBeNull();
    // HR's file deducted nothing in October: the member reads what stays owed.
    const october = within(previous).getByRole('article', { name: 'Oktober 2026' });
    expect(within(october).getByText('Tidak ada yang dipotong dari gaji periode ini.')).toBeVisible();
    expect(within(october).getByRole('alert')).toHaveTextContent(
      'Diinstruksikan Rp 617.646, dipotong Rp 0. Kekurangan Rp 617.646 menjadi tunggakan dan ditagihkan kembali pada potongan gaji periode berikutnya.',
    );
  });

  it('says so when nothing is deducted', async () => {
    serve({ ...coming, lines: [], total: 0, previous: [] });
    expect(await screen.findByText('Tidak ada potongan gaji untuk periode ini.')).toBeVisible();
    expect(screen.getByText('Belum ada potongan gaji yang diposting.')).toBeVisible();
    expect(screen.queryByText('Total potongan gaji')).toBeNull();
  });
});

const posts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

async function openQuestionDialog(description: string) {
  const user = userEvent.setup();
  const card = await screen.findByRole('region', { name: 'Potongan periode Desember 2026' });
  await user.click(within(card).getByRole('button', { name: `Ajukan keberatan: ${description}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajukan keberatan' });
  return { user, dialog, card };
}

describe('PotonganGajiPage: Ajukan keberatan', () => {
  it('sends a question on a line, then shows the server’s message and the line waiting for an answer', async () => {
    const fetchMock = serve(coming);
    const { user, dialog, card } = await openQuestionDialog(ANGSURAN);
    expect(dialog).toHaveTextContent(ANGSURAN);
    expect(dialog).toHaveTextContent('Rp 517.646');
    const field = within(dialog).getByRole('textbox', { name: /Keberatan Anda/ });

    // Too short: the shared schema's rule, nothing sent.
    await user.type(field, 'Salah');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await within(dialog).findByText('Tulis keberatan Anda (minimal 10 karakter)')).toBeVisible();
    expect(posts(fetchMock)).toHaveLength(0);

    await user.type(field, ', angsuran ke-12 sudah saya lunasi lewat transfer.');
    expect(within(dialog).getByText('55/1000')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));

    expect(await screen.findByText(SENT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = posts(fetchMock);
    expect(String(call?.[0])).toContain('/PotonganGaji/100002/keberatan');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      period: '2026-12',
      lineKey: 'ANGSURAN:PK202512-00003:12',
      question: 'Salah, angsuran ke-12 sudah saya lunasi lewat transfer.',
    });
    // The deduction is read again: the line now waits for FINANCE, the question is listed.
    expect(await within(card).findByText('Menunggu jawaban')).toBeVisible();
    expect(within(card).queryByRole('button', { name: `Ajukan keberatan: ${ANGSURAN}` })).toBeNull();
    const questions = screen.getByRole('region', { name: 'Keberatan Anda' });
    expect(
      within(questions).getByText('Salah, angsuran ke-12 sudah saya lunasi lewat transfer.'),
    ).toBeVisible();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const refusal = 'Pertanyaan Anda untuk baris ini masih menunggu jawaban';
    const fetchMock = serve(coming, () => reply(409, refusal, null));
    const { user, dialog } = await openQuestionDialog('Simpanan wajib periode 2026-12');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Keberatan Anda/ }),
      'Simpanan wajib saya sudah dibayar tunai.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Ajukan keberatan' })).toBeVisible();
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('shows “Menunggu jawaban” instead of the button on a line with an open question, and the answers given', async () => {
    serve({
      ...coming,
      questions: [
        {
          id: 7,
          period: '2026-12',
          lineKey: 'WAJIB',
          lineDescription: 'Simpanan wajib periode 2026-12',
          amount: 100_000,
          question: 'Mengapa simpanan wajib dipotong dua kali?',
          status: 'OPEN',
          answer: null,
          askedAt: '2026-12-02T03:00:00.000Z',
          answeredAt: null,
        },
        {
          id: 3,
          period: '2026-11',
          lineKey: 'WAJIB',
          lineDescription: 'Simpanan wajib periode 2026-11',
          amount: 100_000,
          question: 'Potongan November lebih besar dari biasanya.',
          status: 'ANSWERED',
          answer: 'Periode November termasuk tunggakan Oktober.',
          askedAt: '2026-11-10T03:00:00.000Z',
          answeredAt: '2026-11-12T17:30:00.000Z',
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Potongan periode Desember 2026' });
    expect(within(card).getByText('Menunggu jawaban')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Ajukan keberatan: Simpanan wajib/ })).toBeNull();
    // A question answered in another period does not block this period's line; the other line can be asked about.
    expect(within(card).getByRole('button', { name: `Ajukan keberatan: ${ANGSURAN}` })).toBeVisible();
    const questions = screen.getByRole('region', { name: 'Keberatan Anda' });
    expect(within(questions).getByText('Periode November termasuk tunggakan Oktober.')).toBeVisible();
    // 17:30 UTC is the 13th in Jakarta.
    expect(within(questions).getByText('Jawaban bagian keuangan, 13-11-2026')).toBeVisible();
    expect(within(questions).getByText('Dijawab')).toBeVisible();
  });

  it('shows no questions section while the member has asked nothing', async () => {
    serve(coming);
    await screen.findByRole('region', { name: 'Potongan periode Desember 2026' });
    expect(screen.queryByRole('region', { name: 'Keberatan Anda' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Ajukan keberatan: / })).toHaveLength(2);
  });
});
