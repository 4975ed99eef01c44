import { todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { memberHeaders } from '../../../test/sessions';
import { executable, pdf, pdfWithScript, toDataUrl } from '../../../test/upload-fixtures';
import { files, savingsDeposits } from '../../db/schema';

let t: TestApp;
let nik: string;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  const member = await createMember(t.app.db, { payrollAccountNo: '1234567890' });
  nik = member.nik;
  headers = await memberHeaders(t.app, nik);
});
afterAll(async () => {
  await t?.close();
});

const report = (proof: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Simpanan/Sukarela/Setor',
    headers,
    payload: { NIK: nik, Jumlah: 50_000, TanggalTransfer: todayInJakarta(), BuktiTransfer: proof },
  });

describe('the proof of a sukarela deposit may be the bank’s PDF receipt', () => {
  it('accepts a PDF by its bytes, whatever type the browser claimed, and keeps it as a PDF', async () => {
    const accepted = await report(toDataUrl(pdf(), 'image/jpeg'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [row] = await t.app.db
      .select({ mime: files.mime })
      .from(savingsDeposits)
      .innerJoin(files, eq(files.id, savingsDeposits.proofFileId))
      .where(eq(savingsDeposits.id, accepted.json().data.setoran.id));
    expect(row?.mime).toBe('application/pdf');
  });

  it.each([
    ['a PDF with a script', pdfWithScript()],
    ['a program named as a PDF', executable()],
  ])('refuses %s with 415', async (_what, bytes) => {
    const refused = await report(toDataUrl(bytes, 'application/pdf'));
    expect(refused.statusCode).toBe(415);
  });
});
