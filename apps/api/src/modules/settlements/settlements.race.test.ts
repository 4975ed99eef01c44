import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct } from '../../../test/factories';
import { memberHeaders } from '../../../test/sessions';
import { settlements } from '../../db/schema';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md trap 1): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('settlements.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(onPostgres)('settlement request races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('opens one request when ten arrive at once for the same loan', async () => {
    const product = await createProduct(t.app.db);
    const member = await createMember(t.app.db);
    const { agreement } = await createFundedLoan(t.app.db, member, product.id, {
      amount: 6_000_000,
      tenorMonths: 12,
      ratePercent: 12,
      fundingDate: '2026-01-10',
      paidRows: 2,
    });
    const headers = await memberHeaders(t.app, member.nik);
    const payload = {
      id: agreement.id,
      NIK: member.nik,
      TglPengajuan: '2026-11-30',
      PaidAmount: 1,
      AgreementNo: agreement.agreementNo,
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/v1/Pelunasan', headers, payload }),
      ),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await t.app.db.$count(settlements, eq(settlements.agreementId, agreement.id))).toBe(1);
  });
});
