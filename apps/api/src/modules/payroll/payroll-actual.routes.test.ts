import { PAYROLL_ACTUAL_MAX_CHARS, type PayrollActualReport } from '@kopkar/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { ACTUAL_PERIOD, actualFile, seedActualScenario } from '../../../test/payroll-actual-fixtures';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import {
  contributions,
  instalments,
  journalEntries,
  notifications,
  payrollActualLines,
  payrollInstructions,
  payrollPeriods,
  savingsLedger,
} from '../../db/schema';

let t: TestApp;
let finance: Record<string, string>;
let s: Awaited<ReturnType<typeof seedActualScenario>>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  s = await seedActualScenario(t.app.db);
});
afterAll(async () => {
  await t?.close();
});

const send = (step: 'preview' | 'post', file: string, headers = finance, period = ACTUAL_PERIOD) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/payroll/${period}/actual/${step}`,
    payload: { file, fileName: 'potongan.csv' },
    headers,
  });

const row = (n: number) => s.rows[n]?.amount ?? 0;
/** The borrower's July: wajib 100.000 and rows 4-6; HR deducted rows 4 and 5 and Rp 50.000 more. */
const borrowerInstructed = () => 100_000 + row(0) + row(1) + row(2);
const borrowerDeducted = () => row(0) + row(1) + 50_000;
const goodFile = () =>
  actualFile([
    { nik: s.borrower.nik, amount: borrowerDeducted() },
    { nik: s.saver.nik, amount: 0 },
    { nik: s.plain.nik, amount: 85_000 },
    { nik: '9999999', amount: 40_000 },
  ]);

describe('a file that cannot be imported', () => {
  it('is refused line by line in Indonesian, and nothing is written', async () => {
    const file = Buffer.from(
      [
        'periode,perusahaan,nik,nama,jumlah_dipotong',
        `${ACTUAL_PERIOD},,${s.borrower.nik},A,satu juta`,
        `${ACTUAL_PERIOD},,${s.saver.nik},B,-5000`,
        `${ACTUAL_PERIOD},XYZ,${s.plain.nik},C,75000`,
        '2026-06,,9999999,D,75000',
      ].join('\n'),
    ).toString('base64');
    const reply = await send('post', file);
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json().message).toBe('File potongan tidak dapat diimpor: 4 masalah');
    const messages = reply.json().data.errors.map((error: { message: string }) => error.message);
    expect(messages[0]).toBe('Baris 2: jumlah "satu juta" bukan angka');
    expect(messages[1]).toBe('Baris 3: jumlah tidak boleh negatif');
    expect(messages[2]).toMatch(
      new RegExp(`^Baris 4: NIK ${s.plain.nik} terdaftar di perusahaan CMP.*, bukan XYZ$`),
    );
    expect(messages[3]).toBe('Baris 5: periode 2026-06 bukan periode 2026-07');
    expect(await t.app.db.$count(payrollActualLines)).toBe(0);
    expect(await t.app.db.$count(payrollPeriods, sql`${payrollPeriods.postedAt} is not null`)).toBe(0);
  });

  it('refuses wrong columns, a file over 20 MB, and a period whose cut-off has not passed', async () => {
    const wrong = Buffer.from('nik,total\n100002,5000\n').toString('base64');
    const columns = await send('preview', wrong);
    expect(columns.statusCode).toBe(422);
    expect(columns.json().data.errors[0].message).toBe('Kolom wajib tidak ada: periode, jumlah_dipotong');
    const huge = await send('preview', 'A'.repeat(PAYROLL_ACTUAL_MAX_CHARS + 4));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().data.errors[0].message).toBe('File potongan maksimal 20 MB');
    const early = await send(
      'preview',
      actualFile([{ nik: s.plain.nik, amount: 1 }], '2099-01'),
      finance,
      '2099-01',
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Potongan aktual periode Januari 2099 dapat diimpor setelah tanggal potong 25-01-2099',
    );
  });

  it('answers FINANCE only: other staff and members 403, no token 401', async () => {
    const hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
    expect((await send('preview', goodFile(), hc)).statusCode).toBe(403);
    expect((await send('preview', goodFile(), await memberHeaders(t.app, s.plain.nik))).statusCode).toBe(403);
    expect((await send('preview', goodFile(), {})).statusCode).toBe(401);
  });
});

describe('the actual deductions of July', () => {
  let preview: PayrollActualReport;

  it('previews the match and allocation against the frozen instruction, writing nothing but the freeze', async () => {
    const reply = await send('preview', goodFile());
    expect(reply.statusCode, reply.body).toBe(200);
    preview = reply.json().data;
    expect(preview.instructionVersion).toBe(1);
    expect(await t.app.db.$count(payrollInstructions)).toBe(1);
    const outcome = (name: string) => preview.outcomes.find((figure) => figure.outcome === name);
    expect(outcome('PARTIAL')).toEqual({
      outcome: 'PARTIAL',
      count: 1,
      instructed: borrowerInstructed(),
      deducted: borrowerDeducted(),
    });
    expect(outcome('NONE')).toEqual({ outcome: 'NONE', count: 1, instructed: 275_000, deducted: 0 });
    expect(outcome('OVER')).toEqual({ outcome: 'OVER', count: 1, instructed: 75_000, deducted: 85_000 });
    expect(outcome('UNKNOWN')).toEqual({ outcome: 'UNKNOWN', count: 1, instructed: 0, deducted: 40_000 });
    expect(preview.shortfall).toBe(borrowerInstructed() - borrowerDeducted() + 275_000);
    // The borrower's Rp 50.000 left after rows 4 and 5 (row 6 and the wajib are not covered whole), and 10.000 over.
    expect(preview.toSukarela).toBe(60_000);
    expect(preview.unknown).toBe(40_000);
    expect(preview.summary.instalments).toEqual({ count: 2, amount: row(0) + row(1) });
    expect(preview.summary.contributions).toEqual({ count: 1, amount: 75_000 });
    expect(preview.exceptionCount).toBe(4);
    expect(preview.exceptions.map((line) => [line.outcome, line.nik])).toEqual([
      ['NONE', s.saver.nik],
      ['PARTIAL', s.borrower.nik],
      ['UNKNOWN', '9999999'],
      ['OVER', s.plain.nik],
    ]);
    expect(await t.app.db.$count(payrollActualLines)).toBe(0);
    expect(await t.app.db.$count(instalments, eq(instalments.paidDate, '2026-07-25'))).toBe(0);
  });

  it('posts what the preview showed: covered rows paid, the rest in arrears, remainders to sukarela, one entry', async () => {
    const reply = await send('post', goodFile());
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe('Potongan aktual diposting');
    const posted: PayrollActualReport = reply.json().data;
    expect({ ...posted, summary: undefined }).toEqual({ ...preview, summary: undefined });
    expect(posted.summary.alreadyPosted).toBe(false);

    const paid = await t.app.db
      .select({ seq: instalments.seq, paidBy: instalments.paidBy })
      .from(instalments)
      .where(eq(instalments.paidDate, '2026-07-25'));
    expect(paid.map((r) => r.seq).sort()).toEqual([4, 5]);
    const wajib = await t.app.db
      .select({ memberId: contributions.memberId, amount: contributions.amount })
      .from(contributions)
      .where(and(eq(contributions.period, ACTUAL_PERIOD), eq(contributions.source, 'PAYROLL')));
    expect(wajib).toEqual([{ memberId: s.plain.id, amount: 75_000 }]);
    const credits = await t.app.db
      .select({ memberId: savingsLedger.memberId, delta: savingsLedger.delta })
      .from(savingsLedger)
      .where(eq(savingsLedger.reason, 'POTONGAN'))
      .orderBy(savingsLedger.memberId);
    expect(credits).toEqual([
      { memberId: s.borrower.id, delta: 50_000 },
      { memberId: s.plain.id, delta: 10_000 },
    ]);
    const [entry] = await t.app.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.eventKey, `payroll:${ACTUAL_PERIOD}`));
    expect(entry).toBeDefined();
    const { rows } = await t.app.db.execute<{ debit: string; credit: string }>(sql`
      select sum(debit)::text as debit, sum(credit)::text as credit from journal_lines where entry_id = ${entry?.id}`);
    expect(Number(rows[0]?.debit)).toBe(borrowerDeducted() + 85_000);
    expect(Number(rows[0]?.credit)).toBe(borrowerDeducted() + 85_000);
    expect(await t.app.db.$count(payrollActualLines)).toBe(4);
  });

  it('tells the members who fell short what stays owed', async () => {
    const notes = await t.app.db
      .select({ memberId: notifications.memberId, text: notifications.logDesc })
      .from(notifications)
      .where(eq(notifications.logHeader, 'POTONGAN_KURANG'))
      .orderBy(notifications.memberId);
    expect(notes.map((note) => note.memberId)).toEqual([s.borrower.id, s.saver.id]);
    expect(notes[1]?.text).toBe(
      'Potongan gaji periode Juli 2026: dipotong Rp 0 dari Rp 275.000. Kekurangan Rp 275.000 menjadi tunggakan dan ditagihkan kembali pada potongan gaji periode berikutnya.',
    );
  });

  it('shows each member what July’s instruction asked and what was actually deducted', async () => {
    const julyOf = async (nik: string) => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/v1/PotonganGaji/${nik}`,
        headers: await memberHeaders(t.app, nik),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().data.previous.find((past: { period: string }) => past.period === ACTUAL_PERIOD);
    };
    const borrower = await julyOf(s.borrower.nik);
    expect(borrower.instructed).toBe(borrowerInstructed());
    expect(borrower.total).toBe(borrowerDeducted());
    expect(borrower.lines.map((line: { kind: string }) => line.kind)).toEqual([
      'TUNGGAKAN',
      'TUNGGAKAN',
      'SUKARELA',
    ]);
    expect(borrower.lines[2].description).toBe('Ke simpanan sukarela dari potongan gaji periode 2026-07');
    expect(await julyOf(s.saver.nik)).toEqual({
      period: ACTUAL_PERIOD,
      cutoffDate: '2026-07-25',
      lines: [],
      total: 0,
      instructed: 275_000,
    });
  });

  it('carries the unpaid row into August’s instruction as arrears', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payroll/2026-08/instruction.csv',
      headers: finance,
    });
    const lines = reply.body.split('\n').filter((line) => line.includes(`"${s.borrower.nik}"`));
    expect(lines.some((line) => line.includes('"TUNGGAKAN","Tunggakan angsuran ke-6'))).toBe(true);
  });

  it('answers the first posting to the same file sent again, changing nothing', async () => {
    const reply = await send('post', goodFile());
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Periode ini sudah diposting sebelumnya');
    const again: PayrollActualReport = reply.json().data;
    expect(again.summary.alreadyPosted).toBe(true);
    expect(again.exceptions).toEqual(preview.exceptions);
    expect(again.toSukarela).toBe(60_000);
    expect(await t.app.db.$count(savingsLedger, eq(savingsLedger.reason, 'POTONGAN'))).toBe(2);
  });
});
