import {
  buildAmortisationSchedule,
  computeShuDistribution,
  lastClosedFiscalYear,
  todayInJakarta,
} from '@kopkar/domain';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createContribution,
  createFundedLoan,
  createMember,
  createProduct,
  createStaff,
} from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { auditLog, notifications, savingsLedger, shuShares } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
const today = todayInJakarta();
// The latest year whose SHU may be decided today; the members' bases are booked inside it.
const year = lastClosedFiscalYear(today);
const loan = {
  amount: 6_000_000,
  tenorMonths: 12,
  ratePercent: 12,
  fundingDate: `${year}-01-10`,
  paidRows: 6,
};
// Rows due 25-02 … 25-07 are paid this year: their interest is the member's jasa usaha basis.
const interestPaid = buildAmortisationSchedule({
  principal: loan.amount,
  effectiveRatePercent: loan.ratePercent,
  tenorMonths: loan.tenorMonths,
  firstDueDate: `${year}-02-25`,
})
  .slice(0, loan.paidRows)
  .reduce((total, row) => total + row.interest, 0);

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
});
afterAll(async () => {
  await t?.close();
});

async function withPokok(memberId: number, amount: number, bookedOn = `${year}-06-30`) {
  await t.app.db.insert(savingsLedger).values({
    memberId,
    kind: 'POKOK',
    reason: 'POKOK_SETOR',
    delta: amount,
    balanceAfter: amount,
    seq: 1,
    ref: 'join',
    bookedOn,
  });
}

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

describe('SHU of a fiscal year', () => {
  it('previews totals that add up, posts once, credits sukarela, tells and explains', async () => {
    const productId = (await createProduct(t.app.db)).id;
    const a = await createMember(t.app.db);
    await createContribution(t.app.db, a.id, 900_000, `${year}-12-31`);
    await withPokok(a.id, 100_000);
    await createFundedLoan(t.app.db, a, productId, loan);
    const b = await createMember(t.app.db);
    await createContribution(t.app.db, b.id, 2_400_000, `${year}-01-25`);
    await withPokok(b.id, 100_000);
    const c = await createMember(t.app.db);
    await createFundedLoan(t.app.db, c, productId, loan);
    const idle = await createMember(t.app.db);

    expect((await call('GET', `/api/v1/admin/shu/${year}/preview`, admin)).statusCode).toBe(404);
    const decision = {
      pool: 10_000_001,
      jasaModalPercent: 40,
      ratDate: today,
      note: 'RAT tahunan',
    };
    const saved = await call('PUT', `/api/v1/admin/shu/${year}`, admin, decision);
    expect(saved.statusCode, saved.body).toBe(200);

    const expected = computeShuDistribution({
      pool: decision.pool,
      jasaModalPercent: decision.jasaModalPercent,
      members: [
        { key: a.id, modalBasis: 1_000_000, usahaBasis: interestPaid },
        { key: b.id, modalBasis: 2_500_000, usahaBasis: 0 },
        { key: c.id, modalBasis: 0, usahaBasis: interestPaid },
      ],
    });
    const preview = (await call('GET', `/api/v1/admin/shu/${year}/preview`, admin)).json().data;
    expect(preview).toMatchObject({
      modalPool: 4_000_000,
      usahaPool: 6_000_001,
      totalModalBasis: 3_500_000,
      totalUsahaBasis: 2 * interestPaid,
      memberCount: 3,
      totalJasaModal: 4_000_000,
      totalJasaUsaha: 6_000_001,
      totalShares: 10_000_001,
      undistributed: 0,
      alreadyPosted: false,
    });
    expect(preview.shares.map((share: { nik: string }) => share.nik)).not.toContain(idle.nik);

    // Deciding the pool moves no money yet.
    expect(await linesOfEvent(t.app.db, `shu:${year}`)).toEqual([]);
    const books = await watchBooks(t.app.db);
    const posted = await call('POST', `/api/v1/admin/shu/${year}/post`, admin);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({
      message: `SHU ${year} berhasil diposting`,
      data: { alreadyPosted: false },
    });
    // Two entries: the members' pool from SHU tahun berjalan to Hutang SHU, then the shares into sukarela.
    const poolLines = ['3301 D 10000001', '2103 K 10000001'];
    const creditLines = ['2103 D 10000001', '2101 K 10000001'];
    expect(await linesOfEvent(t.app.db, `shu:${year}`)).toEqual(poolLines);
    expect(await linesOfEvent(t.app.db, `shu-credit:${year}`)).toEqual(creditLines);
    await books.expectMovedTogether();
    const again = await call('POST', `/api/v1/admin/shu/${year}/post`, admin);
    expect(again.json()).toMatchObject({
      message: `SHU ${year} sudah diposting sebelumnya`,
      data: { alreadyPosted: true, totalShares: 10_000_001 },
    });
    // Posting a posted year writes nothing again.
    expect(await linesOfEvent(t.app.db, `shu:${year}`)).toEqual(poolLines);
    expect(await linesOfEvent(t.app.db, `shu-credit:${year}`)).toEqual(creditLines);
    await books.expectMovedTogether();
    expect((await call('PUT', `/api/v1/admin/shu/${year}`, admin, decision)).statusCode).toBe(409);

    const [credited] = await t.app.db
      .select({ total: sum(savingsLedger.delta) })
      .from(savingsLedger)
      .where(eq(savingsLedger.reason, 'SHU'));
    expect(Number(credited?.total)).toBe(10_000_001);
    for (const share of expected.shares) {
      const [row] = await t.app.db
        .select()
        .from(savingsLedger)
        .where(and(eq(savingsLedger.memberId, share.key), eq(savingsLedger.reason, 'SHU')));
      expect(row?.delta).toBe(share.total);
    }
    const shuNotes = await t.app.db.select().from(notifications).where(eq(notifications.logHeader, 'SHU'));
    expect(shuNotes).toHaveLength(3);
    expect(await t.app.db.$count(auditLog, eq(auditLog.action, 'post-shu'))).toBe(1);

    const headersB = await memberHeaders(t.app, b.nik);
    const mine = (await call('GET', `/api/v1/SHU/${b.nik}`, headersB)).json().data;
    const shareB = expected.shares.find((share) => share.key === b.id);
    expect(mine).toMatchObject([
      {
        Tahun: year,
        JasaModal: shareB?.jasaModal,
        JasaUsaha: 0,
        Total: shareB?.total,
        DasarModal: 2_500_000,
        TotalDasarModal: 3_500_000,
        DanaJasaModal: 4_000_000,
        TanggalRAT: today,
      },
    ]);
    expect(mine[0].Penjelasan[0]).toContain('71,4286 % dari Rp 3.500.000');
    const balances = (await call('GET', `/api/v1/Simpanan/${b.nik}`, headersB)).json().data;
    expect(balances.SimpananSukarela).toBe(shareB?.total);

    const slip = await call('GET', `/api/v1/SHU/${b.nik}/${year}/slip`, headersB);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await call('GET', `/api/v1/SHU/${b.nik}/${year - 1}/slip`, headersB)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/SHU/${a.nik}`, headersB)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/SHU/${a.nik}/${year}/slip`, headersB)).statusCode).toBe(403);

    const csv = await call('GET', `/api/v1/admin/shu/${year}/export.csv`, admin);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('nik,nama,dasar_jasa_modal,dasar_jasa_usaha,jasa_modal,jasa_usaha,total_shu');
    expect(lines).toHaveLength(4);
    const total = lines.slice(1).reduce((acc, line) => acc + Number(line.split(',').at(-1)), 0);
    expect(total).toBe(10_000_001);
  });

  it('refuses to post a part nobody qualifies for, and other roles', async () => {
    const finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    const earlier = year - 1;
    const saver = await createMember(t.app.db);
    await withPokok(saver.id, 100_000, `${earlier}-03-01`);
    const decision = { pool: 1_000_000, jasaModalPercent: 50, ratDate: today };
    expect((await call('PUT', `/api/v1/admin/shu/${earlier}`, finance, decision)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/v1/admin/shu/${earlier}`, admin, { ...decision, jasaModalPercent: 101 }))
        .statusCode,
    ).toBe(422);
    expect((await call('PUT', `/api/v1/admin/shu/${earlier}`, admin, decision)).statusCode).toBe(200);
    // Nobody paid interest that year: the jasa usaha half cannot be shared out, so nothing is posted.
    const preview = (await call('GET', `/api/v1/admin/shu/${earlier}/preview`, admin)).json().data;
    expect(preview.undistributed).toBe(500_000);
    expect((await call('POST', `/api/v1/admin/shu/${earlier}/post`, admin)).statusCode).toBe(409);
    expect(await t.app.db.$count(shuShares, eq(shuShares.year, earlier))).toBe(0);
    expect(await linesOfEvent(t.app.db, `shu:${earlier}`)).toEqual([]);
  });
});
