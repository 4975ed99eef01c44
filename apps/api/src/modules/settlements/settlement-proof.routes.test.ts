import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { requestedSettlement } from '../../../test/settlement-fixtures';
import { pdf, pdfWithScript, png, toDataUrl } from '../../../test/upload-fixtures';
import { files, notifications, settlements } from '../../db/schema';

let t: TestApp;
let productId: number;
let finance: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** A borrower whose settlement request FINANCE approved (PT2): the next step is the transfer proof. */
async function approvedSettlement() {
  const { member, agreement, headers, settlementId: id } = await requestedSettlement(t.app, productId);
  await post(`/api/v1/admin/settlements/${id}/approve`, {}, finance);
  const upload = (bytes: Buffer, mime: string) =>
    post(`/api/v1/UploadBuktiPelunasan/${id}`, { BuktiPelunasan: toDataUrl(bytes, mime) }, headers);
  const status = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/v1/StatusPelunasan/${agreement.agreementNo}`, headers })
    ).json().data;
  return { member, agreement, id, upload, status };
}

describe('the transfer proof of a settlement', () => {
  it('a proof sent back is told as "upload again", not as a second approval, in one clean sentence', async () => {
    const loan = await approvedSettlement();
    expect((await loan.upload(await png(), 'image/png')).statusCode).toBe(200);
    const sentBack = await post(
      `/api/v1/admin/settlements/${loan.id}/send-back`,
      { reason: 'Nominal transfer kurang.' },
      finance,
    );
    expect(sentBack.statusCode).toBe(200);
    const [notice] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, loan.member.id), eq(notifications.logHeader, 'PBK')));
    expect(notice?.logDesc).toBe(
      `Bukti transfer pelunasan ${loan.agreement.agreementNo} belum dapat diterima: Nominal transfer kurang. Silakan unggah ulang.`,
    );
    expect(await loan.status()).toMatchObject({ statuspelunasan: 'PT2', Reason: 'Nominal transfer kurang.' });
  });

  it('forgets the old reason once a new proof is uploaded', async () => {
    const loan = await approvedSettlement();
    await loan.upload(await png(), 'image/png');
    await post(`/api/v1/admin/settlements/${loan.id}/send-back`, { reason: 'Buram' }, finance);
    expect((await loan.upload(await png(), 'image/png')).statusCode).toBe(200);
    expect(await loan.status()).toMatchObject({ statuspelunasan: 'PT3', Reason: null });
  });

  it('accepts a PDF bank receipt, checked by its bytes, and refuses one with active content', async () => {
    const loan = await approvedSettlement();
    const withScript = await loan.upload(pdfWithScript(), 'application/pdf');
    expect(withScript.statusCode).toBe(415);
    const receipt = await loan.upload(pdf(), 'image/png');
    expect(receipt.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ mime: files.mime })
      .from(settlements)
      .innerJoin(files, eq(files.id, settlements.proofFileId))
      .where(eq(settlements.id, loan.id));
    expect(row?.mime).toBe('application/pdf');
  });
});
