import type { PayrollReconciliation } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { ACTUAL_PERIOD, actualFile, seedActualScenario } from '../../../test/payroll-actual-fixtures';
import { signInStaff } from '../../../test/sessions';
import { companies } from '../../db/schema';

let t: TestApp;
let finance: Record<string, string>;
let s: Awaited<ReturnType<typeof seedActualScenario>>;
const code = async (companyId: number | null) =>
  (
    await t.app.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyId ?? 0))
  )[0]?.code ?? '';

const get = (url: string, headers = finance) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/payroll/${url}`, headers });

/** July posted from HR's file: the borrower deducted row 4 only, the saver nothing, the plain member 10.000 over. */
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  s = await seedActualScenario(t.app.db);
  expect((await get(`${ACTUAL_PERIOD}/reconciliation`)).statusCode).toBe(404);
  const posted = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/payroll/${ACTUAL_PERIOD}/actual/post`,
    payload: {
      file: actualFile([
        { nik: s.borrower.nik, amount: s.rows[0]?.amount ?? 0 },
        { nik: s.saver.nik, amount: 0 },
        { nik: s.plain.nik, amount: 85_000 },
        { nik: '9999999', amount: 40_000 },
      ]),
    },
    headers: finance,
  });
  expect(posted.statusCode, posted.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('the reconciliation of a period posted from HR’s file', () => {
  it('sets instructed, deducted and posted per company beside the employer’s transfer, and lists the differences', async () => {
    const reply = await get(`${ACTUAL_PERIOD}/reconciliation`);
    expect(reply.statusCode, reply.body).toBe(200);
    const reconciliation: PayrollReconciliation = reply.json().data;
    const row4 = s.rows[0]?.amount ?? 0;
    const borrowerInstructed =
      100_000 + (s.rows[0]?.amount ?? 0) + (s.rows[1]?.amount ?? 0) + (s.rows[2]?.amount ?? 0);
    expect(reconciliation.instructionVersion).toBe(1);
    const byCompany = Object.fromEntries(reconciliation.companies.map((row) => [row.company, row]));
    expect(byCompany[await code(s.borrower.companyId)]).toMatchObject({
      employees: 1,
      instructed: borrowerInstructed,
      deducted: row4,
      posted: row4,
      differences: 1,
    });
    expect(byCompany['']).toMatchObject({
      employees: 0,
      instructed: 0,
      deducted: 40_000,
      posted: 0,
      differences: 1,
    });
    expect(reconciliation.totals).toEqual({
      instructed: borrowerInstructed + 275_000 + 75_000,
      deducted: row4 + 85_000 + 40_000,
      posted: row4 + 85_000,
      differences: 4,
    });
    expect(reconciliation.transfers).toEqual({
      posted: row4 + 85_000,
      received: 0,
      outstanding: row4 + 85_000,
    });
    expect(reconciliation.differences.map((row) => [row.outcome, row.nik]).sort()).toEqual(
      [
        ['NONE', s.saver.nik],
        ['OVER', s.plain.nik],
        ['PARTIAL', s.borrower.nik],
        ['UNKNOWN', '9999999'],
      ].sort(),
    );
  });

  it('keeps one company with `company`', async () => {
    const plainCompany = await code(s.plain.companyId);
    const reply = await get(`${ACTUAL_PERIOD}/reconciliation?company=${plainCompany}`);
    const reconciliation: PayrollReconciliation = reply.json().data;
    expect(reconciliation.companies.map((row) => row.company)).toEqual([plainCompany]);
    expect(reconciliation.differences).toEqual([
      expect.objectContaining({
        nik: s.plain.nik,
        outcome: 'OVER',
        instructed: 75_000,
        deducted: 85_000,
        over: 10_000,
      }),
    ]);
    expect((await get(`${ACTUAL_PERIOD}/reconciliation?company=TIDAKADA`)).statusCode).toBe(404);
  });

  it('downloads as CSV and PDF', async () => {
    const csv = await get(`${ACTUAL_PERIOD}/reconciliation.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="rekonsiliasi-potongan-${ACTUAL_PERIOD}.csv"`,
    );
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'baris,perusahaan,nik,nama,hasil,diinstruksikan,dipotong,diposting,diterima,kekurangan,kelebihan',
    );
    expect(lines.filter((line) => line.startsWith('"SELISIH"'))).toHaveLength(4);
    const posted = (s.rows[0]?.amount ?? 0) + 85_000;
    expect(lines).toContain(`"TRANSFER",,,"Transfer dari perusahaan",,,,${posted},0,${posted},`);
    expect(lines).toContain(
      `"SELISIH","${await code(s.saver.companyId)}","${s.saver.nik}","Anggota ${s.saver.nik}","NONE",275000,0,0,,275000,0`,
    );
    const pdf = await get(`${ACTUAL_PERIOD}/reconciliation.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a period posted without HR’s file (409), other roles (403), a malformed period (422)', async () => {
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payroll/post',
      payload: { period: '2026-05' },
      headers: finance,
    });
    expect(old.statusCode).toBe(200);
    const without = await get('2026-05/reconciliation');
    expect(without.statusCode).toBe(409);
    expect(without.json().message).toBe(
      'Payroll periode Mei 2026 diposting tanpa file potongan dari HR: tidak ada yang direkonsiliasi',
    );
    const hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
    expect((await get(`${ACTUAL_PERIOD}/reconciliation`, hc)).statusCode).toBe(403);
    expect((await get('2026-13/reconciliation')).statusCode).toBe(422);
  });
});
