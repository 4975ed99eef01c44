import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { companies, members, savingsLedger, settings } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  await t.app.db.insert(companies).values({ code: 'POK', name: 'PT Pokok' });
});
afterAll(async () => {
  await t?.close();
});

const apply = (csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/members/import/apply',
    headers: admin,
    payload: { csv },
  });

describe('HR import books simpanan pokok for new members', () => {
  it('books the setting’s amount once per new member, never again on a re-import', async () => {
    await t.app.db.insert(settings).values({ key: 'savings.pokokAmount', value: 150_000 });
    const csv = 'nik,name,company\n7000001,Pokok Satu,POK\n7000002,Pokok Dua,POK\n';
    expect((await apply(csv)).statusCode).toBe(200);
    expect((await apply(csv)).json().data.summary).toMatchObject({ created: 0, unchanged: 2 });
    const created = await t.app.db
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.nik, ['7000001', '7000002']));
    const rows = await t.app.db
      .select()
      .from(savingsLedger)
      .where(
        inArray(
          savingsLedger.memberId,
          created.map((member) => member.id),
        ),
      );
    expect(rows.map((row) => [row.kind, row.reason, row.delta, row.balanceAfter, row.seq])).toEqual([
      ['POKOK', 'POKOK_SETOR', 150_000, 150_000, 1],
      ['POKOK', 'POKOK_SETOR', 150_000, 150_000, 1],
    ]);
  });

  it('books nothing when the setting is 0', async () => {
    await t.app.db.update(settings).set({ value: 0 }).where(eq(settings.key, 'savings.pokokAmount'));
    expect((await apply('nik,name,company\n7000003,Tanpa Pokok,POK\n')).statusCode).toBe(200);
    const [member] = await t.app.db.select().from(members).where(eq(members.nik, '7000003'));
    expect(await t.app.db.$count(savingsLedger, eq(savingsLedger.memberId, member?.id ?? 0))).toBe(0);
  });
});
