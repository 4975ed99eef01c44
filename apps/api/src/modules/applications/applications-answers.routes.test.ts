import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createApplication, createMember, createProduct } from '../../../test/factories';
import { newBorrower } from '../../../test/sessions';
import { applications } from '../../db/schema';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
});
afterAll(async () => {
  await t?.close();
});

const borrower = () => newBorrower(t.app);

describe('POST /CancelPengajuan', () => {
  it('cancels an untouched NEW application once, with a notification', async () => {
    const { member, headers } = await borrower();
    const application = await createApplication(t.app.db, member, productId);
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/CancelPengajuan',
        headers,
        payload: { id: application.id },
      });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      NIK: member.nik,
      icon: 'success',
      message: 'Pengajuan pinjaman berhasil dibatalkan',
    });
    expect((await cancel()).statusCode).toBe(409);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.status).toBe('CNCL');
  });

  it('refuses after HC acted, and for another member', async () => {
    const { member, headers } = await borrower();
    const reviewed = await createApplication(t.app.db, member, productId, {
      hcChecklist: true,
      hcRecommendation: 'YES',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/CancelPengajuan',
      headers,
      payload: { id: reviewed.id },
    });
    expect(response.statusCode).toBe(409);
    const stranger = await borrower();
    const theirs = await createApplication(t.app.db, stranger.member, productId);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/CancelPengajuan',
      headers,
      payload: { id: theirs.id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /PengajuanPinjamanNST', () => {
  const offer = {
    type: 'NST',
    status: 'RJT',
    amount: 8_000_000,
    offeredAmount: 5_000_000,
    offeredTenorMonths: 6,
    offeredInstalmentAmount: 862_741,
    offerStatus: 'OPEN',
    currentStep: 4,
  };
  const answer = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/PengajuanPinjamanNST', headers, payload });

  it('accepting makes the application NEW with the offered terms, waiting for the final step', async () => {
    const { member, headers } = await borrower();
    const application = await createApplication(t.app.db, member, productId, offer);
    const response = await answer(headers, { id: application.id, NIK: member.nik, approval: 1 });
    expect(response.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({
      status: 'NEW',
      amount: 5_000_000,
      tenorMonths: 6,
      instalmentAmount: 862_741,
      currentStep: 4,
      round: 2,
      offerStatus: 'ACCEPTED',
    });
    expect((await answer(headers, { id: application.id, NIK: member.nik, approval: 1 })).statusCode).toBe(
      409,
    );
  });

  it('declining cancels it', async () => {
    const { member, headers } = await borrower();
    const application = await createApplication(t.app.db, member, productId, offer);
    expect((await answer(headers, { id: application.id, NIK: member.nik, approval: 0 })).statusCode).toBe(
      200,
    );
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({ status: 'CNCL', offerStatus: 'DECLINED' });
  });

  it('history reads Status RJT with OfferStatus OPEN while the offer waits, as docs/product/loans.md#loan-statuses still reads RJT', async () => {
    const { member, headers } = await borrower();
    const application = await createApplication(t.app.db, member, productId, offer);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/HistoryPinjamanAll/${member.nik}`,
      headers,
    });
    expect(history.json().data).toEqual([
      expect.objectContaining({
        id: application.id,
        Status: 'RJT',
        JenisPengajuan: 'NST',
        OfferStatus: 'OPEN',
      }),
    ]);
  });

  it('refuses to answer again once the final approver rejected the accepted offer (RJT and NST, offer ACCEPTED)', async () => {
    const { member, headers } = await borrower();
    const rejectedAfterAccepting = await createApplication(t.app.db, member, productId, {
      ...offer,
      round: 2,
      offerStatus: 'ACCEPTED',
    });
    const response = await answer(headers, { id: rejectedAfterAccepting.id, NIK: member.nik, approval: 1 });
    expect(response.statusCode).toBe(409);
    const [row] = await t.app.db
      .select()
      .from(applications)
      .where(eq(applications.id, rejectedAfterAccepting.id));
    expect(row).toMatchObject({ status: 'RJT', round: 2 });
  });

  it('refuses a regular application, another NIK and a bad flag', async () => {
    const { member, headers } = await borrower();
    const regular = await createApplication(t.app.db, member, productId, { status: 'RJT' });
    expect((await answer(headers, { id: regular.id, NIK: member.nik, approval: 1 })).statusCode).toBe(409);
    const other = await createMember(t.app.db);
    expect((await answer(headers, { id: regular.id, NIK: other.nik, approval: 1 })).statusCode).toBe(403);
    expect((await answer(headers, { id: regular.id, NIK: member.nik, approval: 2 })).statusCode).toBe(422);
  });
});
