import type { DeductionQuestion, SalaryDeduction } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { deductionQuestions, notifications, outbox, settings } from '../../db/schema';

let t: TestApp;
let finance: Record<string, string>;
let borrower: { id: number; nik: string; email: string | null; headers: Record<string, string> };
let other: { nik: string; headers: Record<string, string> };

/** Today 10-07-2026, cut-off the 25th: the coming period is 2026-07; the borrower's loan has rows 4-6 unpaid. */
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-10T05:00:00Z') });
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  const productId = (await createProduct(t.app.db)).id;
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  await t.app.db.insert(settings).values([
    { key: 'contribution.amountByGrade', value: { II: 75_000, III: 100_000 } },
    { key: 'payroll.cutOffDay', value: 25 },
  ]);
  const a = await createMember(t.app.db, { jobGrade: 'III' });
  const loan = { amount: 3_000_000, tenorMonths: 6, ratePercent: 12, fundingDate: '2026-01-10', paidRows: 3 };
  await createFundedLoan(t.app.db, a, productId, loan);
  borrower = { id: a.id, nik: a.nik, email: a.email, headers: await memberHeaders(t.app, a.nik) };
  const b = await createMember(t.app.db, { jobGrade: 'II' });
  other = { nik: b.nik, headers: await memberHeaders(t.app, b.nik) };
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

const coming = async (): Promise<SalaryDeduction> => {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/v1/PotonganGaji/${borrower.nik}`,
    headers: borrower.headers,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
};
const ask = (payload: object, nik = borrower.nik, headers = borrower.headers) =>
  t.app.inject({ method: 'POST', url: `/api/v1/PotonganGaji/${nik}/keberatan`, payload, headers });
const answer = (id: number, text: string, headers = finance) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/payroll/questions/${id}/answer`,
    payload: { answer: text },
    headers,
  });
const QUESTION = 'Angsuran ini sudah saya lunasi lewat transfer bulan lalu.';

describe('a member’s question on a line of the coming deduction', () => {
  it('is asked once per line, listed on the member’s page, and waits for FINANCE', async () => {
    const { lines } = await coming();
    expect(lines.map((line) => line.key)).toEqual([
      'WAJIB',
      expect.stringMatching(/^TUNGGAKAN:PK.+:4$/),
      expect.stringMatching(/^TUNGGAKAN:PK.+:5$/),
      expect.stringMatching(/^ANGSURAN:PK.+:6$/),
    ]);
    const line = lines[1]!;
    const reply = await ask({ period: '2026-07', lineKey: line.key, question: QUESTION });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().message).toBe(
      'Keberatan terkirim. Jawaban dari bagian keuangan akan dikirim lewat notifikasi dan e-mail.',
    );
    expect(reply.json().data).toMatchObject({
      period: '2026-07',
      lineKey: line.key,
      lineDescription: line.description,
      amount: line.amount,
      question: QUESTION,
      status: 'OPEN',
      answer: null,
    });
    const again = await ask({ period: '2026-07', lineKey: line.key, question: QUESTION });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Pertanyaan Anda untuk baris ini masih menunggu jawaban');
    expect((await coming()).questions.map((question) => question.status)).toEqual(['OPEN']);
  });

  it('is asked once when the same question is sent 30 times at once', async () => {
    const { lines } = await coming();
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        ask({ period: '2026-07', lineKey: lines[3]!.key, question: QUESTION }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(29);
    expect(await t.app.db.$count(deductionQuestions, eq(deductionQuestions.lineKey, lines[3]!.key))).toBe(1);
  });

  it('refuses a period past its cut-off, a line not in the deduction, a short question, another NIK and staff', async () => {
    const past = await ask({ period: '2026-06', lineKey: 'WAJIB', question: QUESTION });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(
      'Tanggal potong periode Juni 2026 (25-06-2026) sudah lewat: keberatan tidak dapat diajukan lagi',
    );
    const unknown = await ask({ period: '2026-07', lineKey: 'SUKARELA', question: QUESTION });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Baris potongan ini tidak ada di potongan periode ini');
    const short = await ask({ period: '2026-07', lineKey: 'WAJIB', question: 'Kenapa?' });
    expect(short.statusCode).toBe(422);
    expect(
      (await ask({ period: '2026-07', lineKey: 'WAJIB', question: QUESTION }, other.nik)).statusCode,
    ).toBe(403);
    expect(
      (await ask({ period: '2026-07', lineKey: 'WAJIB', question: QUESTION }, borrower.nik, finance))
        .statusCode,
    ).toBe(403);
  });
});

describe('FINANCE’s answer', () => {
  it('lists open questions for FINANCE only', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payroll/questions',
      headers: finance,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.open.map((question: { nik: string }) => question.nik)).toEqual([
      borrower.nik,
      borrower.nik,
    ]);
    const hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/payroll/questions', headers: hc })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/admin/payroll/questions',
          headers: borrower.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('reaches the member by notification and e-mail, once, even when sent 30 times at once', async () => {
    const [question] = (await coming()).questions.filter((item) => item.lineKey.startsWith('TUNGGAKAN')) as [
      DeductionQuestion,
    ];
    const mailsBefore = await t.app.db.$count(outbox);
    const text = 'Pembayaran transfer Anda sudah kami catat; angsuran ke-4 dihapus dari instruksi.';
    const replies = await Promise.all(Array.from({ length: 30 }, () => answer(question.id, text)));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.statusCode === 409).map((reply) => reply.json().message)).toEqual(
      Array(29).fill('Keberatan ini sudah dijawab'),
    );
    const answered = (await coming()).questions.find((item) => item.id === question.id);
    expect(answered).toMatchObject({ status: 'ANSWERED', answer: text });
    const notes = await t.app.db
      .select({ text: notifications.logDesc })
      .from(notifications)
      .where(eq(notifications.logHeader, 'KEBERATAN'));
    expect(notes).toEqual([
      {
        text: `Keberatan Anda atas "${question.lineDescription}" (periode Juli 2026) sudah dijawab: ${text}`,
      },
    ]);
    expect(await t.app.db.$count(outbox)).toBe(mailsBefore + 1);
  });

  it('refuses an unknown question (404), a short answer (422) and roles other than FINANCE, ADMIN too (403)', async () => {
    expect((await answer(999_999, 'Sudah kami periksa.')).statusCode).toBe(404);
    const [open] = (await coming()).questions.filter((item) => item.status === 'OPEN') as [DeductionQuestion];
    expect((await answer(open.id, 'Ok')).statusCode).toBe(422);
    const hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
    expect((await answer(open.id, 'Sudah kami periksa.', hc)).statusCode).toBe(403);
    const admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
    const byAdmin = await answer(open.id, 'Sudah kami periksa.', admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Keberatan dijawab oleh petugas FINANCE');
    expect((await answer(open.id, 'Sudah kami periksa.', borrower.headers)).statusCode).toBe(403);
  });
});
