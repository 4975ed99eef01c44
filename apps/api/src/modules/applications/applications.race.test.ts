import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createApplication,
  createChain,
  createMember,
  createProduct,
  TEST_PASSWORD,
} from '../../../test/factories';
import { pdf, png, toDataUrl } from '../../../test/upload-fixtures';
import { applications } from '../../db/schema';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md trap 1): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('applications.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(onPostgres)('application submission races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function borrowerWithRunningLoan() {
    const product = await createProduct(t.app.db);
    const member = await createMember(t.app.db, { contributionBalance: 2_000_000 });
    await createChain(t.app.db, member.companyId);
    await createApplication(t.app.db, member, product.id, { status: 'FUN' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      payload: { nik: member.nik, password: TEST_PASSWORD, captcha: '0', key: 'bypass' },
    });
    const body = {
      NIK: member.nik,
      EmployeeName: member.name,
      ProductID: product.id,
      FinancePurpose: 'Pendidikan',
      PhotoKTP: toDataUrl(await png(), 'image/png'),
      PhotoPendukung: toDataUrl(pdf(), 'application/pdf'),
      DocPendukung: toDataUrl(pdf(), 'application/pdf'),
      loan_amount: 3_000_000,
      interest: 12,
      term_years: 1,
      tenor: 12,
      InstallmentAmount: 0,
      OSPrincipalAmount: 3_000_000,
      OSPInterestAmount: 0,
      from_web: 1,
    };
    return { member, body, authorization: `Bearer ${login.json().data.access_token}` };
  }

  const submitMany = (count: number, authorization: string, body: object, key?: (i: number) => string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/PengajuanPinjaman',
          headers: key ? { authorization, 'idempotency-key': key(i) } : { authorization },
          payload: body,
          remoteAddress: `10.8.0.${i + 1}`,
        }),
      ),
    );

  it('accepts exactly one of ten concurrent submissions from a member with one running loan', async () => {
    const { member, body, authorization } = await borrowerWithRunningLoan();
    const results = await submitMany(10, authorization, body);
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await t.app.db.$count(applications, eq(applications.memberId, member.id))).toBe(2);
  });

  it('stores one application for ten concurrent replays of the same Idempotency-Key, all answered alike', async () => {
    const { member, body, authorization } = await borrowerWithRunningLoan();
    const results = await submitMany(10, authorization, body, () => 'sama-persis-0001');
    expect(results.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((response) => response.json().data.id)).size).toBe(1);
    expect(await t.app.db.$count(applications, eq(applications.memberId, member.id))).toBe(2);
  });
});
