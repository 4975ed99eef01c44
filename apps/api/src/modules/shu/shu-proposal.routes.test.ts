import {
  type JournalLine,
  lastClosedFiscalYear,
  memberShuEstimateReplySchema,
  shuProposalSchema,
  todayInJakarta,
} from '@kopkar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOfEvent } from '../../../test/books';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createContribution,
  createFundedLoan,
  createMember,
  createProduct,
  createStaff,
} from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { postEntry } from '../ledger/ledger.service';

/**
 * The SHU the books propose (docs/product/savings.md#shu): income − expenses of the year, allocated by the setting
 * shu.allocation, the same before and after the year is closed; and a member's estimate of this year's SHU.
 */
let t: TestApp;
let admin: Record<string, string>;
const today = todayInJakarta();
const thisYear = Number(today.slice(0, 4));
const year = lastClosedFiscalYear(today);
const lossYear = year - 1;

const line = (account: string, debit: number, credit: number): JournalLine => ({ account, debit, credit });
/** A posted entry (or one waiting for approval) of `amount` from `debit` to `credit`, dated `date`. */
const book = (date: string, debit: string, credit: string, amount: number, status?: 'PENDING') =>
  t.app.db.transaction((tx) =>
    postEntry(tx, {
      date,
      description: `Uji ${debit}/${credit}`,
      source: 'manual',
      actor: 'test',
      status,
      lines: [line(debit, amount, 0), line(credit, 0, amount)],
    }),
  );

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const proposalOf = async (forYear: number) => {
  const reply = await get(`/admin/shu/${forYear}/proposal`, admin);
  expect(reply.statusCode, reply.body).toBe(200);
  return shuProposalSchema.parse(reply.json().data);
};
const amountsOf = (proposal: { parts: { key: string; amount: number }[] }) =>
  Object.fromEntries(proposal.parts.map((part) => [part.key, part.amount]));

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  // The closed year: interest income 10.000.000 and other income 1.000.001, operating costs 3.000.000 → 8.000.001.
  await book(`${year}-03-15`, '1102', '4101', 10_000_000);
  await book(`${year}-08-01`, '1101', '4901', 1_000_001);
  await book(`${year}-06-30`, '5201', '1102', 3_000_000);
  // Not part of the year: an entry still waiting for its approval, and the days either side of it.
  await book(`${year}-09-09`, '1102', '4901', 999, 'PENDING');
  await book(`${lossYear}-12-31`, '1102', '4901', 100_000);
  // The year before lost money: 100.000 in, 500.000 out.
  await book(`${lossYear}-05-05`, '5201', '1102', 500_000);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /admin/shu/{year}/proposal', () => {
  const expected = {
    year,
    income: 11_000_001,
    expense: 3_000_000,
    result: 8_000_001,
    // 20 % and 35 % of 8.000.001; the spare Rupiah of the parts goes to jasa usaha (remainder 0,35).
    pool: 4_400_001,
    // 1.600.000 / 4.400.001 = 36,3636… %.
    jasaModalPercent: 36.36,
  };
  const parts = {
    cadangan: 2_000_000,
    jasaModal: 1_600_000,
    jasaUsaha: 2_800_001,
    danaPengurus: 400_000,
    danaKaryawan: 400_000,
    danaPendidikan: 400_000,
    danaSosial: 400_000,
  };

  it('allocates income − expenses of 1 January–31 December by the default allocation', async () => {
    const proposal = await proposalOf(year);
    expect(proposal).toMatchObject(expected);
    expect(amountsOf(proposal)).toEqual(parts);
    expect(proposal.parts[0]).toEqual({ key: 'cadangan', label: 'Cadangan', percent: 25, amount: 2_000_000 });
    expect(proposal.parts.map((part) => part.label)).toEqual([
      'Cadangan',
      'Jasa modal',
      'Jasa usaha',
      'Dana pengurus',
      'Dana karyawan',
      'Dana pendidikan',
      'Dana sosial',
    ]);
  });

  it('reads the same after the year is closed, whose entry moved exactly the result to 3301', async () => {
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/ledger/periods/${year}-12/close`,
      headers: admin,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await linesOfEvent(t.app.db, `year-close:${year}`)).toContain(`3301 K ${expected.result}`);
    const proposal = await proposalOf(year);
    expect(proposal).toMatchObject(expected);
    expect(amountsOf(proposal)).toEqual(parts);
  });

  it('proposes nothing for a year that lost money, and says so', async () => {
    const proposal = await proposalOf(lossYear);
    expect(proposal).toMatchObject({
      income: 100_000,
      expense: 500_000,
      result: -400_000,
      pool: 0,
      jasaModalPercent: 0,
      note: 'Hasil usaha rugi Rp 400.000: tidak ada SHU yang diusulkan untuk dibagikan.',
    });
    expect(proposal.parts.every((part) => part.amount === 0)).toBe(true);
  });

  it('refuses other roles (403) and a year that is not one (422)', async () => {
    const finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    expect((await get(`/admin/shu/${year}/proposal`, finance)).statusCode).toBe(403);
    const member = await createMember(t.app.db);
    expect(
      (await get(`/admin/shu/${year}/proposal`, await memberHeaders(t.app, member.nik))).statusCode,
    ).toBe(403);
    for (const malformed of ['20x5', '1999', '0x7ea']) {
      expect((await get(`/admin/shu/${malformed}/proposal`, admin)).statusCode).toBe(422);
    }
  });
});

describe('GET /SHU/{nik}/perkiraan: this year so far, an estimate', () => {
  it('is null without a positive result, then the member’s part of the proposed pool', async () => {
    const productId = (await createProduct(t.app.db)).id;
    const borrower = await createMember(t.app.db);
    await createContribution(t.app.db, borrower.id, 400_000, `${thisYear}-01-25`);
    await createFundedLoan(t.app.db, borrower, productId, {
      amount: 3_000_000,
      tenorMonths: 6,
      ratePercent: 12,
      fundingDate: `${thisYear}-01-02`,
      paidRows: 2,
    });
    const saver = await createMember(t.app.db);
    await createContribution(t.app.db, saver.id, 600_000, `${thisYear}-02-25`);
    const estimateOf = async (nik: string) => {
      const reply = await get(`/SHU/${nik}/perkiraan`, await memberHeaders(t.app, nik));
      expect(reply.statusCode, reply.body).toBe(200);
      return memberShuEstimateReplySchema.parse(reply.json().data).estimate;
    };

    expect(await estimateOf(borrower.nik)).toBeNull();

    await book(`${thisYear}-01-01`, '1102', '4101', 2_000_000);
    // Pool 1.100.000 at 36,36 %: jasa modal 399.960, jasa usaha 700.040. The borrower holds 400.000 of the 1.000.000
    // of pokok + wajib and all the interest paid; the saver 600.000 and no interest.
    expect(await estimateOf(borrower.nik)).toEqual({
      year: thisYear,
      amount: 159_984 + 700_040,
      asOf: today,
    });
    expect(await estimateOf(saver.nik)).toEqual({ year: thisYear, amount: 239_976, asOf: today });
    // The closed year's figures are not this year's.
    expect((await proposalOf(year)).result).toBe(8_000_001);
  });

  it('answers only the member’s own NIK', async () => {
    const member = await createMember(t.app.db);
    const other = await createMember(t.app.db);
    const reply = await get(`/SHU/${other.nik}/perkiraan`, await memberHeaders(t.app, member.nik));
    expect(reply.statusCode).toBe(403);
  });
});

describe('the setting shu.allocation', () => {
  const put = (value: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/shu.allocation',
      headers: admin,
      payload: { value },
    });
  const allocation = {
    cadangan: 40,
    jasaModal: 12.5,
    jasaUsaha: 37.5,
    danaPengurus: 2.5,
    danaKaryawan: 2.5,
    danaPendidikan: 2.5,
    danaSosial: 2.5,
  };

  it('refuses parts that do not add up to 100, with the reason', async () => {
    const reply = await put({ ...allocation, cadangan: 39.99 });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().message).toBe('shu.allocation: Jumlah persentase alokasi SHU harus 100');
    expect((await put({ ...allocation, cadangan: 39.995, danaSosial: 2.505 })).statusCode).toBe(422);
  });

  it('allocates the next proposal as ADMIN set it', async () => {
    expect((await put(allocation)).statusCode).toBe(200);
    const proposal = await proposalOf(year);
    // 8.000.001 × 40 / 12,5 / 37,5 / 2,5 %: quotas …000,4 / …000,125 / …000,375 / …000,025; the spare Rupiah to 40 %.
    expect(amountsOf(proposal)).toEqual({
      cadangan: 3_200_001,
      jasaModal: 1_000_000,
      jasaUsaha: 3_000_000,
      danaPengurus: 200_000,
      danaKaryawan: 200_000,
      danaPendidikan: 200_000,
      danaSosial: 200_000,
    });
    expect(proposal).toMatchObject({ pool: 4_000_000, jasaModalPercent: 25 });
    expect(proposal.parts[1]).toMatchObject({ label: 'Jasa modal', percent: 12.5 });
  });
});
