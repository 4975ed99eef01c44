import { addDays, SAVINGS_TRANSFER_MAX_AGE_DAYS, todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { memberHeaders } from '../../../test/sessions';
import { jpegWithGps, toDataUrl } from '../../../test/upload-fixtures';
import { savingsDeposits } from '../../db/schema';

let t: TestApp;
let proof: string;
let nik: string;
let memberId: number;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  proof = toDataUrl(await jpegWithGps(200, 150), 'image/jpeg');
  const member = await createMember(t.app.db, { payrollAccountNo: '1234567890' });
  ({ nik, id: memberId } = member);
  headers = await memberHeaders(t.app, nik);
});
afterAll(async () => {
  await t?.close();
});

const report = (date: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Simpanan/Sukarela/Setor',
    headers,
    payload: { NIK: nik, Jumlah: 50_000, TanggalTransfer: date, BuktiTransfer: proof },
  });

describe('the transfer date of a sukarela deposit report', () => {
  const today = todayInJakarta();
  const oldest = addDays(today, -SAVINGS_TRANSFER_MAX_AGE_DAYS);

  it.each([
    ['1900-01-01', 'paling lama 90 hari'],
    [addDays(oldest, -1), 'paling lama 90 hari'],
    [addDays(today, 1), 'tidak boleh setelah hari ini'],
    ['2099-01-01', 'tidak boleh setelah hari ini'],
  ])('refuses %s with 422 and stores nothing', async (date, reason) => {
    const before = await t.app.db.$count(savingsDeposits, eq(savingsDeposits.memberId, memberId));
    const refused = await report(date);
    expect(refused.statusCode, refused.body).toBe(422);
    const [error] = refused.json().data.errors;
    expect(error.path).toBe('TanggalTransfer');
    expect(error.message).toContain(reason);
    expect(await t.app.db.$count(savingsDeposits, eq(savingsDeposits.memberId, memberId))).toBe(before);
  });

  it.each([today, addDays(today, -1), oldest])('accepts %s', async (date) => {
    const accepted = await report(date);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.setoran.TanggalTransfer).toBe(date);
  });
});
