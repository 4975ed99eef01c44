import { currentConsentVersions, todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { memberHeaders } from '../../../test/sessions';
import { consentAcceptances } from '../../db/schema';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md#traps-on-these-machines): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('privacy.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(onPostgres)('consent acceptance races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('thirty "Saya setuju" at once leave one row per document and version, and every reply is 200', async () => {
    const member = await createMember(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    const versions = currentConsentVersions(todayInJakarta()).map(({ document, version }) => ({
      document,
      version,
    }));
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({ method: 'POST', url: '/api/v1/privacy/consents', headers, payload: { versions } }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(30).fill(200));
    const rows = await t.app.db
      .select()
      .from(consentAcceptances)
      .where(eq(consentAcceptances.memberId, member.id));
    expect(rows.map((row) => `${row.document} ${row.version}`).sort()).toEqual(
      versions.map((entry) => `${entry.document} ${entry.version}`).sort(),
    );
  });
});
