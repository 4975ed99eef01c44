import { todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createMember, createStaff } from '../../test/factories';
import { memberHeaders, signInStaff } from '../../test/sessions';
import { blogArticles, savingsLedger, savingsWithdrawals } from '../db/schema';
import { IDEMPOTENCY_KEY_REUSED } from './idempotency';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md trap 1): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('idempotency.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The replies split by the request they answered: the winner's all 200 with one id, the others all 422. */
function expectOneWinner(replies: { asked: string; reply: Reply }[], idOf: (reply: Reply) => number) {
  const accepted = replies.filter(({ reply }) => reply.statusCode < 300);
  const winner = accepted[0]?.asked;
  expect(new Set(accepted.map(({ asked }) => asked))).toEqual(new Set([winner]));
  expect(new Set(accepted.map(({ reply }) => idOf(reply))).size).toBe(1);
  for (const { asked, reply } of replies.filter((item) => item.asked !== winner)) {
    expect(reply.statusCode, `${asked}: ${reply.body}`).toBe(422);
    expect(reply.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
  }
  return winner;
}

describe.runIf(onPostgres)('one Idempotency-Key, different requests at once, on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('books one withdrawal and refuses every request for another amount', async () => {
    const member = await createMember(t.app.db, { payrollAccountNo: '9988776655' });
    const headers = { ...(await memberHeaders(t.app, member.nik)), 'idempotency-key': 'tarik-satu-kunci' };
    await t.app.db.insert(savingsLedger).values({
      memberId: member.id,
      kind: 'SUKARELA',
      reason: 'SETORAN',
      delta: 1_000_000,
      balanceAfter: 1_000_000,
      seq: 1,
      ref: 'test:opening',
      bookedOn: todayInJakarta(),
    });
    const amounts = Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? 100_000 : 200_000));
    const replies = await Promise.all(
      amounts.map(async (amount) => ({
        asked: String(amount),
        reply: await t.app.inject({
          method: 'POST',
          url: '/api/v1/Simpanan/Sukarela/Tarik',
          headers,
          payload: { NIK: member.nik, Jumlah: amount },
        }),
      })),
    );
    const winner = expectOneWinner(replies, (reply) => reply.json().data.penarikan.id);
    const rows = await t.app.db
      .select({ amount: savingsWithdrawals.amount })
      .from(savingsWithdrawals)
      .where(eq(savingsWithdrawals.memberId, member.id));
    expect(rows).toEqual([{ amount: Number(winner) }]);
  });

  it('creates one article when an editor sends two titles with one key at once', async () => {
    const editor = await createStaff(t.app.db, { role: 'EDITOR' });
    const headers = {
      ...(await signInStaff(t.app, editor.username)),
      'idempotency-key': 'artikel-satu-kunci',
    };
    const titles = Array.from({ length: 8 }, (_, index) =>
      index % 2 === 0 ? 'Judul Pertama' : 'Judul Kedua',
    );
    const replies = await Promise.all(
      titles.map(async (title) => ({
        asked: title,
        reply: await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/blog',
          headers,
          payload: { title, category: 'Berita', tags: [], author: 'Sekretariat', bodyHtml: '<p>Isi.</p>' },
        }),
      })),
    );
    const winner = expectOneWinner(replies, (reply) => reply.json().data.id);
    const rows = await t.app.db
      .select({ title: blogArticles.title })
      .from(blogArticles)
      .where(eq(blogArticles.createdBy, editor.id));
    expect(rows).toEqual([{ title: winner }]);
  });
});
