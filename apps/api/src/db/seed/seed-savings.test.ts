import { todayInJakarta } from '@kopkar/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { testPasswordHash } from '../../../test/factories';
import { type AuthHeaders, memberHeaders, signInStaff } from '../../../test/sessions';
import { contributions, members, savingsLedger } from '../schema/index';
import { seedDemoData } from './index';

// The demo's savings agree with themselves. Each member joined on a date; pokok is booked on it;
// wajib once a month on every payroll date (the 25th) since, by job grade; and the balance the account shows, the
// one /simpanan shows, the history's last running balance and the SHU's year-end basis are all the same ledger.

const TODAY = '2026-03-14';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  await seedDemoData(t.app.db, { passwordHash: await testPasswordHash(), today: TODAY });
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, headers: AuthHeaders) => {
  const reply = await t.app.inject({ method: 'GET', url, headers });
  expect(reply.statusCode, `${url}: ${reply.body}`).toBe(200);
  return reply.json().data;
};

async function memberByNik(nik: string) {
  const [row] = await t.app.db.select().from(members).where(eq(members.nik, nik));
  if (!row) throw new Error(`member ${nik} missing`);
  return row;
}

/** Each demo member: join date, grade amount, the months paid up to February 2026 (March's 25th is after TODAY). */
const golden = [
  { nik: '100001', joined: '2019-03-01', first: '2019-03', amount: 100_000, months: 84, balance: 8_400_000 },
  {
    nik: '100002',
    joined: '2015-07-01',
    first: '2015-07',
    amount: 150_000,
    months: 128,
    balance: 19_200_000,
  },
  { nik: '100003', joined: '2022-02-01', first: '2022-02', amount: 75_000, months: 49, balance: 3_675_000 },
  { nik: '100004', joined: '2018-05-01', first: '2018-05', amount: 100_000, months: 94, balance: 9_400_000 },
];

describe('the demo savings ledger', () => {
  it.each(golden)('$nik: pokok on the join date $joined', async ({ nik, joined }) => {
    const member = await memberByNik(nik);
    expect(member.joinDate).toBe(joined);
    const pokok = await t.app.db
      .select({ bookedOn: savingsLedger.bookedOn, delta: savingsLedger.delta })
      .from(savingsLedger)
      .where(and(eq(savingsLedger.memberId, member.id), eq(savingsLedger.kind, 'POKOK')));
    expect(pokok).toEqual([{ bookedOn: joined, delta: 100_000 }]);
  });

  it.each(golden)(
    '$nik: one wajib row a month from $first, $months in all',
    async ({ nik, first, amount, months }) => {
      const member = await memberByNik(nik);
      const rows = await t.app.db
        .select({ period: contributions.period, amount: contributions.amount })
        .from(contributions)
        .where(eq(contributions.memberId, member.id))
        .orderBy(asc(contributions.period));
      expect(rows).toHaveLength(months);
      expect(rows[0]?.period).toBe(first);
      expect(rows.at(-1)?.period).toBe('2026-02');
      // Consecutive months, none twice, none skipped.
      const index = (period: string) => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7));
      expect(
        rows.every((row, i) => i === 0 || index(row.period) === index(rows[i - 1]?.period ?? '') + 1),
      ).toBe(true);
      expect(new Set(rows.map((row) => row.amount))).toEqual(new Set([amount]));
    },
  );

  it.each(golden)(
    '$nik: the account, /simpanan and the history show the ledger sum $balance',
    async (demo) => {
      const headers = await memberHeaders(t.app, demo.nik);
      const me = await get('/api/v1/me', headers);
      const balances = await get(`/api/v1/Simpanan/${demo.nik}`, headers);
      const history = await get(`/api/v1/Simpanan/${demo.nik}/mutasi?jenis=WAJIB&pageSize=100`, headers);
      expect(me.saldoiuranwajib).toBe(demo.balance);
      expect(balances.SimpananWajib).toBe(demo.balance);
      expect(balances.SimpananPokok).toBe(100_000);
      expect(history.total).toBe(demo.months);
      expect(history.items[0]).toMatchObject({
        Tanggal: '2026-02-25',
        Keterangan: 'Iuran wajib (potong gaji) Februari 2026',
        Masuk: demo.amount,
        Saldo: demo.balance,
      });
    },
  );

  it('dates every wajib row on its payroll date, not on the day the seed ran', async () => {
    const headers = await memberHeaders(t.app, '100003');
    const history = await get('/api/v1/Simpanan/100003/mutasi?jenis=WAJIB&pageSize=100', headers);
    const dates = history.items.map((row: { Tanggal: string }) => row.Tanggal);
    expect(dates.every((date: string) => date.endsWith('-25'))).toBe(true);
    expect(dates.at(-1)).toBe('2022-02-25');
    expect(history.items.at(-1)).toMatchObject({ Keterangan: 'Iuran wajib (potong gaji) Februari 2022' });
    expect(dates).not.toContain(todayInJakarta());
  });

  it('gives the SHU slip the pokok + wajib the history shows at the year end', async () => {
    const siti = await memberHeaders(t.app, '100002');
    const atYearEnd = async (jenis: string) =>
      (await get(`/api/v1/Simpanan/100002/mutasi?jenis=${jenis}&to=2025-12-31&pageSize=1`, siti)).items[0]
        .Saldo;
    const shown = (await atYearEnd('POKOK')) + (await atYearEnd('WAJIB'));
    // 100.000 pokok + 126 months (July 2015 – December 2025) × 150.000.
    expect(shown).toBe(19_000_000);

    const admin = await signInStaff(t.app, 'admin');
    const decide = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/shu/2025',
      headers: admin,
      payload: { pool: 10_000_000, jasaModalPercent: 40, ratDate: todayInJakarta() },
    });
    expect(decide.statusCode, decide.body).toBe(200);
    const posted = await t.app.inject({ method: 'POST', url: '/api/v1/admin/shu/2025/post', headers: admin });
    expect(posted.statusCode, posted.body).toBe(200);
    const [slip] = await get('/api/v1/SHU/100002', siti);
    expect(slip).toMatchObject({ Tahun: 2025, DasarModal: shown });
  });
});
