import type { StaffDeductionQuestion, StaffDeductionQuestions } from '@kopkar/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession } from '@/lib/session';
import { envelopeReply, signInTestStaff } from '@/testing/staff-replies';
import { DeductionQuestionsSection } from './staff-deduction-questions-section';

const ANSWERED = 'Jawaban terkirim ke anggota';
const TAKEN = 'Keberatan ini sudah dijawab';
const ANSWER = 'Sudah kami koreksi.';

const open: StaffDeductionQuestion = {
  id: 12,
  nik: '100002',
  name: 'Budi Santoso',
  period: '2026-12',
  lineKey: 'ANGSURAN:PK202512-00003:12',
  lineDescription: 'Angsuran pinjaman ke-12 PK202512-00003 (jatuh tempo 2026-12-25)',
  amount: 517_646,
  question: 'Angsuran ke-12 sudah saya lunasi lewat transfer.',
  status: 'OPEN',
  answer: null,
  askedAt: '2026-12-03T02:00:00.000Z',
  answeredAt: null,
  answeredBy: null,
};

/** The questions as the server holds them; an answer moves the question to `answered`, or REFUSED with `refuse`. */
let state: StaffDeductionQuestions;
let refuse = false;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  signInTestStaff('FINANCE');
  refuse = false;
  state = { open: [open], answered: [] };
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/admin/payroll/questions')) return envelopeReply(200, 'OK', state);
    const answering = /\/admin\/payroll\/questions\/(\d+)\/answer$/.exec(url);
    if (answering && init?.method === 'POST') {
      if (refuse) return envelopeReply(409, TAKEN, null);
      const { answer } = JSON.parse(String(init.body));
      const question = state.open.find((item) => item.id === Number(answering[1]));
      if (!question) return envelopeReply(404, 'Tidak ditemukan', null);
      const done: StaffDeductionQuestion = {
        ...question,
        status: 'ANSWERED',
        answer,
        answeredAt: '2026-12-04T03:00:00.000Z',
        answeredBy: 'Yuliana Putri',
      };
      state = { open: state.open.filter((item) => item !== question), answered: [done, ...state.answered] };
      return envelopeReply(200, ANSWERED, done);
    }
    return envelopeReply(404, 'Tidak ditemukan', null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function renderSection() {
  render(
    <AppProvider>
      <DeductionQuestionsSection />
    </AppProvider>,
  );
  return userEvent.setup();
}

async function answerFirst(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(await screen.findByRole('button', { name: /^Jawab keberatan Budi Santoso \(100002\)/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Jawab keberatan' });
  await user.type(within(dialog).getByRole('textbox', { name: /Jawaban/ }), text);
  await user.click(within(dialog).getByRole('button', { name: 'Kirim jawaban' }));
  return dialog;
}

describe('DeductionQuestionsSection', () => {
  it('lists an open question with the member, the line and what they asked', async () => {
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat keberatan…');
    const table = await screen.findByRole('table', { name: 'Keberatan yang menunggu jawaban' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    for (const text of ['100002', 'Budi Santoso', 'Desember 2026', 'Rp 517.646', open.question]) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    expect(within(row).getByText('03-12-2026 09:00')).toBeVisible();
  });

  it('sends FINANCE’s answer and moves the question to the answered ones', async () => {
    const user = renderSection();
    const dialog = await answerFirst(user, ANSWER);
    expect(dialog).toHaveTextContent(open.question);

    expect(await screen.findByText(ANSWERED)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = posts();
    expect(String(call?.[0])).toContain('/admin/payroll/questions/12/answer');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ answer: ANSWER });
    expect(await screen.findByText('Tidak ada keberatan yang menunggu jawaban.')).toBeVisible();
    const answered = screen.getByRole('table', { name: 'Keberatan yang sudah dijawab' });
    expect(within(answered).getByText(ANSWER)).toBeVisible();
    expect(within(answered).getByText('Yuliana Putri, 04-12-2026')).toBeVisible();
  });

  it('checks the answer with the shared rules before sending', async () => {
    const user = renderSection();
    const dialog = await answerFirst(user, 'Ok');
    expect(await within(dialog).findByText('Tulis jawaban (minimal 5 karakter)')).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    refuse = true;
    const user = renderSection();
    const dialog = await answerFirst(user, ANSWER);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TAKEN);
    expect(posts()).toHaveLength(1);
  });

  it('says so when no question waits for an answer', async () => {
    state = { open: [], answered: [] };
    renderSection();
    expect(await screen.findByText('Tidak ada keberatan yang menunggu jawaban.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Jawab/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lets ADMIN read the questions without answering them', async () => {
    signInTestStaff('ADMIN');
    renderSection();
    expect(await screen.findByRole('table', { name: 'Keberatan yang menunggu jawaban' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Jawab/ })).toBeNull();
    expect(screen.getByText('Keberatan dijawab oleh petugas FINANCE.')).toBeVisible();
  });
});
