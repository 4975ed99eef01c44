import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createApplication, createChain, createMember, createProduct } from '../../../test/factories';
import { memberHeaders } from '../../../test/sessions';
import { approvalHistory, notifications } from '../../db/schema';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
});
afterAll(async () => {
  await t?.close();
});

async function memberWithHeaders() {
  const member = await createMember(t.app.db, { contributionBalance: 1_000_000 });
  await createChain(t.app.db, member.companyId);
  return { member, headers: await memberHeaders(t.app, member.nik) };
}

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('loan reads', () => {
  it('summarises the application in process, or Status "0" when there is none', async () => {
    const { member, headers } = await memberWithHeaders();
    expect((await get(`/api/v1/StatusPinjaman/${member.nik}`, headers)).json().data).toMatchObject({
      Status: '0',
      LoanAmount: 0,
      SisaSaldo: 0,
    });
    const application = await createApplication(t.app.db, member, productId, {
      amount: 3_000_000,
      tenorMonths: 6,
    });
    const summary = (await get(`/api/v1/StatusPinjaman/${member.nik}`, headers)).json().data;
    expect(summary).toMatchObject({
      Status: 'NEW',
      ProcessAmount: 3_000_000,
      Tenor: 6,
      ApplicationId: application.id,
      FinancePurpose: 'Pendidikan',
    });
  });

  it('lists history newest first with the documented fields; home gets the latest five', async () => {
    const { member, headers } = await memberWithHeaders();
    for (let i = 0; i < 6; i++) {
      await createApplication(t.app.db, member, productId, {
        status: 'CNCL',
        submittedAt: new Date(Date.UTC(2026, 0, i + 1)),
      });
    }
    const latest = (await get(`/api/v1/HistoryPinjaman/${member.nik}`, headers)).json().data;
    const all = (await get(`/api/v1/HistoryPinjamanAll/${member.nik}`, headers)).json().data;
    expect(latest).toHaveLength(5);
    expect(all).toHaveLength(6);
    expect(all[0].SubmitDate).toBe('2026-01-06');
    expect(Object.keys(all[0])).toEqual(
      expect.arrayContaining([
        'ApprovalNo',
        'Status',
        'JenisPengajuan',
        'AgreementNo',
        'HC_Checklist',
        'HC_Recommendations',
        'Notes_HCRecommendation',
        'EffectiveRate',
      ]),
    );
  });

  it('dates an application sent at 01:30 WIB with the Jakarta day, not the UTC one', async () => {
    const { member, headers } = await memberWithHeaders();
    const application = await createApplication(t.app.db, member, productId, {
      status: 'CNCL',
      submittedAt: new Date('2026-11-23T18:30:00Z'),
    });
    const [item] = (await get(`/api/v1/HistoryPinjaman/${member.nik}`, headers)).json().data;
    expect(item).toMatchObject({ ApprovalNo: application.approvalNo, SubmitDate: '2026-11-24' });
  });

  it('lists the company chain and the decisions of an application', async () => {
    const { member, headers } = await memberWithHeaders();
    const chain = (await get(`/api/v1/StatusApproval/${member.companyId}`, headers)).json().data;
    expect(chain.map((step: { jobtitle: string }) => step.jobtitle)).toEqual([
      'Human Capital',
      'Atasan Langsung',
      'Manager',
      'Ketua Koperasi',
    ]);
    const application = await createApplication(t.app.db, member, productId, {
      status: 'RJT',
      rejectReason: 'Plafon tidak cukup',
    });
    await t.app.db.insert(approvalHistory).values([
      {
        applicationId: application.id,
        stepNo: 1,
        decidedByName: 'Rina',
        jobTitle: 'Human Capital',
        status: 'APV',
        notes: 'Lengkap',
      },
      {
        applicationId: application.id,
        stepNo: 2,
        decidedByName: 'Agus',
        jobTitle: 'Atasan Langsung',
        status: 'RJT',
        notes: 'Plafon tidak cukup',
      },
    ]);
    const history = (
      await post('/api/v1/HistoryApproval', { ApprovalNo: application.approvalNo }, headers)
    ).json().data;
    expect(history.map((entry: { ApprovalStatus: string }) => entry.ApprovalStatus)).toEqual(['APV', 'RJT']);
    expect(history[1]).toMatchObject({
      step: 2,
      jobtitle: 'Atasan Langsung',
      Approvalby: 'Agus',
      Notes: 'Plafon tidak cukup',
    });
  });

  it('gives an approved application the estimated disbursement until it is funded', async () => {
    const { member, headers } = await memberWithHeaders();
    const application = await createApplication(t.app.db, member, productId, { status: 'APV' });
    const data = (await get(`/api/v1/MyLoan/${application.id}`, headers)).json().data;
    // Rp 5.000.000 less 1 % admin fee and 0,5 % PTA (the default settings); no agreement, no replaced loan yet.
    expect(data).toMatchObject({
      id: application.id,
      Status: 'APV',
      LoanAmount: 5_000_000,
      AgreementNo: null,
      TotalPencairan: 4_925_000,
      FeeAdmin: 50_000,
      pta: 25_000,
      sisapokok: null,
      TglPencairan: null,
    });
  });

  it('gives no funding figures before approval, and the offered terms of a counter-offer', async () => {
    const { member, headers } = await memberWithHeaders();
    const offer = await createApplication(t.app.db, member, productId, {
      status: 'RJT',
      type: 'NST',
      offeredAmount: 3_000_000,
      offeredTenorMonths: 6,
      offeredInstalmentAmount: 517_000,
      offerStatus: 'OPEN',
    });
    const data = (await get(`/api/v1/MyLoan/${offer.id}`, headers)).json().data;
    expect(data).toMatchObject({
      LoanAmount: 5_000_000,
      OfferedAmount: 3_000_000,
      OfferedTenor: 6,
      OfferedInstallmentAmount: 517_000,
      OfferStatus: 'OPEN',
      TotalPencairan: null,
      FeeAdmin: null,
    });
  });
});

describe('authorisation matrix of the loan calls', () => {
  it('refuses another member, anonymous callers and expired tokens on every call taking a NIK, id or number', async () => {
    const { headers } = await memberWithHeaders();
    const other = await memberWithHeaders();
    const theirs = await createApplication(t.app.db, other.member, productId);
    // A record id (application) that is someone else's answers 404 like a missing one; a NIK or member id in
    // the path is compared with the token's, so 403 says nothing about existence.
    const calls: [string, string, object?, number?][] = [
      ['GET', `/api/v1/StatusPinjaman/${other.member.nik}`],
      ['GET', `/api/v1/HistoryPinjaman/${other.member.nik}`],
      ['GET', `/api/v1/HistoryPinjamanAll/${other.member.nik}`],
      ['GET', `/api/v1/InquiryStatus/${other.member.nik}`],
      ['GET', `/api/v1/StatusApproval/${other.member.companyId}`],
      ['POST', '/api/v1/HistoryApproval', { ApprovalNo: theirs.approvalNo }, 404],
      ['GET', `/api/v1/MyLoan/${theirs.id}`, undefined, 404],
      ['POST', `/api/v1/Notifikasi/${other.member.id}`, {}],
      ['POST', '/api/v1/CancelPengajuan', { id: theirs.id }, 404],
      ['POST', '/api/v1/PengajuanPinjamanNST', { id: theirs.id, NIK: other.member.nik, approval: 1 }],
    ];
    const expired = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' };
    for (const [method, url, payload, otherMemberStatus = 403] of calls) {
      for (const [who, callerHeaders, expected] of [
        ['other member', headers, otherMemberStatus],
        ['anonymous', undefined, 401],
        ['expired token', expired, 403],
      ] as const) {
        const response = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          payload,
          headers: callerHeaders,
        });
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(expected);
      }
    }
  });
});

describe('products, rate check and calculator', () => {
  it('lists products with both spellings of FinancePurpose', async () => {
    const products = (await get('/api/v1/product')).json().data;
    expect(products[0]).toMatchObject({
      ProductID: products[0].id,
      FinancePurpose: 'Pendidikan',
      FinancePurpos: 'Pendidikan',
    });
  });

  it('picks the tier for the amount and refuses amounts outside every tier', async () => {
    const { headers } = await memberWithHeaders();
    expect(
      (await post('/api/v1/cekrate', { ProductID: productId, LoanAmount: 2_000_000 }, headers)).json().data,
    ).toEqual({ TenorMax: 12, EffectiveRate: 12 });
    expect(
      (await post('/api/v1/cekrate', { ProductID: productId, LoanAmount: 20_000_000 }, headers)).json().data,
    ).toEqual({ TenorMax: 36, EffectiveRate: 10.5 });
    expect((await post('/api/v1/cekrate', { ProductID: productId, LoanAmount: 0 }, headers)).statusCode).toBe(
      422,
    );
    expect(
      (await post('/api/v1/cekrate', { ProductID: productId, LoanAmount: 500_000_000 }, headers)).json()
        .message,
    ).toBe('Opps... Minimal pinjaman Rp 500.000');
  });

  it('computes instalment and total interest with the tier rate, not the client one', async () => {
    const { headers } = await memberWithHeaders();
    const reply = await post(
      '/api/v1/Calculator',
      { id: productId, loan_amount: 12_000_000, interest: 0, term_years: 1, terms: 12 },
      headers,
    );
    // 12.000.000 at the 10,5 % tier over 12 months (figures from an independent decimal computation)
    expect(reply.json().data).toEqual({
      payment: 1_057_783,
      principal: 12_000_000,
      interest: 693_399,
      EffectiveRate: 10.5,
    });
    const tooLong = await post(
      '/api/v1/Calculator',
      { id: productId, loan_amount: 2_000_000, terms: 24 },
      headers,
    );
    expect(tooLong.statusCode).toBe(422);
  });
});

describe('notifications', () => {
  it('lists newest first whether read or not, counts unread and marks own notifications read only', async () => {
    const { member, headers } = await memberWithHeaders();
    const other = await memberWithHeaders();
    const [older, newer] = await t.app.db
      .insert(notifications)
      .values([
        {
          memberId: member.id,
          logHeader: 'APV',
          logDesc: 'Disetujui',
          logDate: new Date('2026-01-01T02:00:00Z'),
        },
        {
          memberId: member.id,
          logHeader: 'FUN',
          logDesc: 'Dicairkan',
          logDate: new Date('2026-02-01T02:00:00Z'),
          readAt: new Date(),
        },
      ])
      .returning();
    const list = (await post(`/api/v1/Notifikasi/${member.id}`, {}, headers)).json().data;
    // The newer one is read, the older one unread: the newer still comes first (docs/product: newest first).
    expect(list.map((n: { id: number }) => n.id)).toEqual([newer!.id, older!.id]);
    expect((await get('/api/v1/notifications/unread-count', headers)).json().data).toEqual({ count: 1 });
    expect((await post(`/api/v1/notifications/${older!.id}/read`, {}, other.headers)).statusCode).toBe(404);
    expect((await post(`/api/v1/notifications/${older!.id}/read`, {}, headers)).statusCode).toBe(200);
    expect((await get('/api/v1/notifications/unread-count', headers)).json().data).toEqual({ count: 0 });
  });
});
