import { and, asc, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { companies, instalments, payrollInstructions, settings, sukarelaPlans } from '../../db/schema';
import { frozenInstructionAfterCutOff, INSTRUCTION_CSV_HEADER } from './payroll-instruction.service';
import { loadPayrollScope } from './payroll-scope';

let t: TestApp;
let finance: Record<string, string>;
const PERIOD = '2026-07';
let borrower: {
  nik: string;
  companyCode: string;
  agreementNo: string;
  rows: { seq: number; amount: number }[];
};
let saver: { nik: string; companyCode: string };

const companyCodeOf = async (companyId: number | null) =>
  (
    await t.app.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyId ?? 0))
  )[0]?.code ?? '';

/**
 * A borrower (grade III, wajib 100.000) whose 6-month loan funded 10-01-2026 has rows 4-6 unpaid (due 25-05, 25-06,
 * 25-07-2026: two in arrears for July, one due in it) who stopped a monthly sukarela; a saver (grade II, 75.000)
 * without a loan, saving Rp 200.000 a month by salary since June; an inactive member with a plan; a member whose
 * name would start a formula.
 */
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  const productId = (await createProduct(t.app.db)).id;
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  await t.app.db.insert(settings).values([
    { key: 'contribution.amountByGrade', value: { II: 75_000, III: 100_000 } },
    { key: 'payroll.cutOffDay', value: 25 },
  ]);
  const a = await createMember(t.app.db, { jobGrade: 'III', payrollAccountNo: '0012345678' });
  const loan = { amount: 3_000_000, tenorMonths: 6, ratePercent: 12, fundingDate: '2026-01-10', paidRows: 3 };
  const { agreement } = await createFundedLoan(t.app.db, a, productId, loan);
  const unpaid = await t.app.db
    .select({ seq: instalments.seq, amount: instalments.instalment })
    .from(instalments)
    .where(and(eq(instalments.agreementId, agreement.id), isNull(instalments.paidDate)))
    .orderBy(asc(instalments.seq));
  borrower = {
    nik: a.nik,
    companyCode: await companyCodeOf(a.companyId),
    agreementNo: agreement.agreementNo,
    rows: unpaid.map((row) => ({ seq: row.seq, amount: Number(row.amount) })),
  };
  const b = await createMember(t.app.db, { jobGrade: 'II' });
  saver = { nik: b.nik, companyCode: await companyCodeOf(b.companyId) };
  const inactive = await createMember(t.app.db, { jobGrade: 'II', isActive: false });
  const plan = (memberId: number, amount: number, effectivePeriod: string) => ({
    memberId,
    amount,
    effectivePeriod,
    createdByMemberId: memberId,
  });
  await t.app.db
    .insert(sukarelaPlans)
    .values([
      plan(b.id, 200_000, '2026-06'),
      plan(a.id, 150_000, '2026-05'),
      plan(a.id, 0, '2026-07'),
      plan(inactive.id, 100_000, '2026-01'),
    ]);
  await createMember(t.app.db, { jobGrade: 'II', name: '=HYPERLINK("http://contoh")' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers = finance) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/payroll/${url}`, headers });
const csvLines = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.body.trim().split('\n');
};

describe('the deduction instruction', () => {
  it('lists each employee’s wajib, arrears, instalment and monthly sukarela, then the total', async () => {
    const lines = await csvLines(`${PERIOD}/instruction.csv`);
    expect(lines[0]).toBe(INSTRUCTION_CSV_HEADER);
    const [row4, row5, row6] = borrower.rows;
    expect(borrower.rows.map((row) => row.seq)).toEqual([4, 5, 6]);
    const who = `"${borrower.companyCode}","${borrower.nik}","Anggota ${borrower.nik}","0012345678"`;
    const agreement = borrower.agreementNo;
    expect(lines.filter((line) => line.includes(`,"${borrower.nik}",`))).toEqual([
      `${who},"WAJIB","Simpanan wajib periode ${PERIOD}",,,,100000`,
      `${who},"TUNGGAKAN","Tunggakan angsuran ke-4 ${agreement} (jatuh tempo 2026-05-25)","${agreement}",4,"2026-05-25",${row4?.amount}`,
      `${who},"TUNGGAKAN","Tunggakan angsuran ke-5 ${agreement} (jatuh tempo 2026-06-25)","${agreement}",5,"2026-06-25",${row5?.amount}`,
      `${who},"ANGSURAN","Angsuran pinjaman ke-6 ${agreement} (jatuh tempo 2026-07-25)","${agreement}",6,"2026-07-25",${row6?.amount}`,
      `${who},"TOTAL","Total potongan gaji",,,,${100_000 + (row4?.amount ?? 0) + (row5?.amount ?? 0) + (row6?.amount ?? 0)}`,
    ]);
    const saverWho = `"${saver.companyCode}","${saver.nik}","Anggota ${saver.nik}",`;
    expect(lines.filter((line) => line.includes(`,"${saver.nik}",`))).toEqual([
      `${saverWho},"WAJIB","Simpanan wajib periode ${PERIOD}",,,,75000`,
      `${saverWho},"SUKARELA","Simpanan sukarela bulanan periode ${PERIOD}",,,,200000`,
      `${saverWho},"TOTAL","Total potongan gaji",,,,275000`,
    ]);
  });

  it('leaves out inactive members and never starts a cell with a formula', async () => {
    const lines = await csvLines(`${PERIOD}/instruction.csv`);
    const employees = new Set(lines.slice(1).map((line) => line.split(',')[1]));
    expect(employees.size).toBe(3);
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""http://contoh"")"`))).toBe(true);
    expect(lines.some((line) => line.includes(',"=HYPERLINK'))).toBe(false);
  });

  it('keeps one company’s employees with `company`, and answers 404 for a code not in the group', async () => {
    const lines = await csvLines(`${PERIOD}/instruction.csv?company=${saver.companyCode}`);
    expect(lines.slice(1).every((line) => line.startsWith(`"${saver.companyCode}","${saver.nik}",`))).toBe(
      true,
    );
    expect(lines).toHaveLength(4);
    const unknown = await get(`${PERIOD}/instruction.csv?company=TIDAKADA`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Perusahaan TIDAKADA tidak ditemukan');
  });

  it('writes a workbook with one row per employee and every item', async () => {
    const response = await get(`${PERIOD}/instruction.xlsx?company=${borrower.companyCode}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="instruksi-potongan-${PERIOD}-${borrower.companyCode}-v1.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const values = (name: string) => {
      const rows: unknown[][] = [];
      workbook.getWorksheet(name)?.eachRow((row) => void rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const total = 100_000 + borrower.rows.reduce((sum, row) => sum + row.amount, 0);
    expect(values('Per karyawan')).toEqual([
      ['Perusahaan', 'NIK', 'Nama', 'Rekening gaji', 'Total potongan'],
      [borrower.companyCode, borrower.nik, `Anggota ${borrower.nik}`, '0012345678', total],
    ]);
    const items = values('Rincian');
    expect(items).toHaveLength(5);
    expect(items[2]?.slice(3, 9)).toEqual([
      'Tunggakan angsuran',
      `Tunggakan angsuran ke-4 ${borrower.agreementNo} (jatuh tempo 2026-05-25)`,
      borrower.agreementNo,
      4,
      '2026-05-25',
      borrower.rows[0]?.amount,
    ]);
  });

  it('is frozen once July’s cut-off has passed: posting the period changes nothing HR was told', async () => {
    const before = await csvLines(`${PERIOD}/instruction.csv`);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payroll/post',
      payload: { period: PERIOD },
      headers: finance,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await csvLines(`${PERIOD}/instruction.csv`)).toEqual(before);
    expect(await t.app.db.$count(payrollInstructions)).toBe(1);
  });

  it('is read live up to the cut-off date, and frozen once, as version 1, the day after', async () => {
    const scope = await loadPayrollScope(t.app.db, '2026-09', []);
    expect(await frozenInstructionAfterCutOff(t.app.db, scope, null, '2026-09-25')).toBeUndefined();
    const frozen = await Promise.all(
      [1, 2, 3].map(() => frozenInstructionAfterCutOff(t.app.db, scope, null, '2026-09-26')),
    );
    expect(frozen.map((instruction) => instruction?.version)).toEqual([1, 1, 1]);
    expect(new Set(frozen.map((instruction) => instruction?.id)).size).toBe(1);
  });
});

describe('who may read the instruction, and what it refuses', () => {
  it('answers FINANCE and ADMIN, refuses other staff and members (403) and no token (401)', async () => {
    const admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
    const hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
    expect((await get('2026-08/instruction.csv', admin)).statusCode).toBe(200);
    expect((await get('2026-08/instruction.csv', hc)).statusCode).toBe(403);
    expect((await get('2026-08/instruction.csv', await memberHeaders(t.app, saver.nik))).statusCode).toBe(
      403,
    );
    expect((await get('2026-08/instruction.csv', {})).statusCode).toBe(401);
  });

  it('refuses a malformed period, format or company', async () => {
    for (const url of [
      '2026-13/instruction.csv',
      '2026-08/instruction.pdf',
      '2026-08/instruction.csv?company=a%20b',
    ]) {
      expect((await get(url)).statusCode, url).toBe(422);
    }
  });
});
