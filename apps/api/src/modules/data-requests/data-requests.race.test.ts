import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { applicationFiles } from '../../../test/data-request-factories';
import { createApplication, createMember, createProduct, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { auditLog, dataRequests, files, members } from '../../db/schema';
import { erasePhotosPastRetention } from './photo-retention.service';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md#traps-on-these-machines): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('data-requests.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(onPostgres)('data request races on PostgreSQL', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
    admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('30 identical requests at once leave one open request; the other 29 get 409', async () => {
    const member = await createMember(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/account/data-requests',
          headers,
          payload: { topic: 'NAME', name: 'Nama Yang Benar' },
        }),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(29);
    expect(await t.app.db.$count(dataRequests, eq(dataRequests.memberId, member.id))).toBe(1);
  });

  it('two ADMINs deciding the same request at once: one decision wins, the member row changes once', async () => {
    const member = await createMember(t.app.db, { address: 'Jl. Lama' });
    const headers = await memberHeaders(t.app, member.nik);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/data-requests',
      headers,
      payload: { topic: 'ADDRESS', address: 'Jl. Baru 5' },
    });
    const id = sent.json().data.id;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/data-requests/${id}/${i % 2 === 0 ? 'approve' : 'refuse'}`,
          headers: admin,
          payload: i % 2 === 0 ? undefined : { reason: 'Alamat tidak sesuai' },
        }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(9);
    const decisions = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(decisions.filter((row) => row.action !== 'submit-data-request')).toHaveLength(1);
    const [row] = await t.app.db.select().from(members).where(eq(members.id, member.id));
    const [request] = await t.app.db.select().from(dataRequests).where(eq(dataRequests.id, id));
    expect(row?.address).toBe(request?.status === 'DISETUJUI' ? 'Jl. Baru 5' : 'Jl. Lama');
  });

  it('housekeeping in three API copies at once deletes each closed application’s photos once', async () => {
    const member = await createMember(t.app.db);
    const product = await createProduct(t.app.db);
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    for (let i = 0; i < 8; i += 1) {
      const uploads = await applicationFiles(t.app.db, member.id);
      await createApplication(t.app.db, member, product.id, {
        status: 'RJT',
        ...uploads,
        updatedAt: longAgo,
      });
    }
    const before = await t.app.db.$count(files, eq(files.ownerId, member.id));
    const runs = await Promise.all([1, 2, 3].map(() => erasePhotosPastRetention(t.app.db)));
    expect(runs.reduce((sum, erased) => sum + erased, 0)).toBe(24);
    expect(before - (await t.app.db.$count(files, eq(files.ownerId, member.id)))).toBe(24);
  });
});
