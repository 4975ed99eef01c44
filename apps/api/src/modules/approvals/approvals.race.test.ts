import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createApplication,
  createChain,
  createMember,
  createProduct,
  createStaff,
  TEST_PASSWORD,
} from '../../../test/factories';
import { agreements, approvalHistory } from '../../db/schema';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md#traps-on-these-machines): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('approvals.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(onPostgres)('decision and funding races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = async (username: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { username, password: TEST_PASSWORD, captcha: '0', key: 'bypass' },
    });
    return `Bearer ${response.json().data.access_token}`;
  };

  it('lets exactly one of eight HC officers decide the same step at once; the others get a conflict', async () => {
    const product = await createProduct(t.app.db);
    const member = await createMember(t.app.db, { contributionBalance: 2_000_000 });
    await createChain(t.app.db, member.companyId);
    const application = await createApplication(t.app.db, member, product.id);
    const officers = await Promise.all(
      Array.from({ length: 8 }, () => createStaff(t.app.db, { role: 'HC', jobTitle: 'Human Capital' })),
    );
    const tokens = await Promise.all(officers.map((officer) => login(officer.username)));
    const results = await Promise.all(
      tokens.map((authorization, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/applications/${application.id}/decision`,
          headers: { authorization },
          payload:
            i % 2
              ? {
                  action: 'REJECT',
                  reason: 'Tidak memenuhi syarat',
                  hc: { checklist: false, recommendation: 'NO', note: 'Kurang' },
                }
              : { action: 'APPROVE', hc: { checklist: true, recommendation: 'YES', note: 'OK' } },
        }),
      ),
    );
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(7).fill(409)]);
    expect(await t.app.db.$count(approvalHistory, eq(approvalHistory.applicationId, application.id))).toBe(1);
  });

  it('funds an application once when ten funding requests arrive together', async () => {
    const product = await createProduct(t.app.db);
    const member = await createMember(t.app.db, {
      contributionBalance: 2_000_000,
      payrollAccountNo: '1234567890',
      payrollAccountName: 'Uji Pencairan',
    });
    const application = await createApplication(t.app.db, member, product.id, { status: 'APV' });
    const finance = await createStaff(t.app.db, { role: 'FINANCE' });
    const authorization = await login(finance.username);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/funding/${application.id}`,
          headers: { authorization },
          payload: { fundingDate: '2026-11-10' },
        }),
      ),
    );
    expect(results.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((response) => response.json().data.AgreementNo)).size).toBe(1);
    expect(await t.app.db.$count(agreements, eq(agreements.applicationId, application.id))).toBe(1);
  });
});
