import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { memberHeaders } from '../../../test/sessions';
import { dataRequests } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t?.close();
});

const MINE = '/api/v1/account/data-requests';

describe('a correction request that changes nothing', () => {
  it.each([
    ['the same name', { topic: 'NAME', name: 'Siti Aminah' }],
    ['the same name with spaces around it', { topic: 'NAME', name: '  Siti Aminah ' }],
    ['the same birth date', { topic: 'BIRTH_DATE', birthDate: '1990-05-17' }],
    [
      'the same account',
      { topic: 'PAYROLL_ACCOUNT', payrollAccountNo: '1234567890', payrollAccountName: 'Siti Aminah' },
    ],
  ])('is refused with 422 and stores nothing: %s', async (_what, payload) => {
    const member = await createMember(t.app.db, {
      name: 'Siti Aminah',
      birthDate: '1990-05-17',
      payrollAccountNo: '1234567890',
      payrollAccountName: 'Siti Aminah',
    });
    const headers = await memberHeaders(t.app, member.nik);
    const refused = await t.app.inject({ method: 'POST', url: MINE, headers, payload });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 422,
      message: 'Tidak ada data yang diubah. Isi nilai baru yang berbeda dari data Anda sekarang.',
    });
    expect(await t.app.db.$count(dataRequests, eq(dataRequests.memberId, member.id))).toBe(0);
  });

  it('is accepted as soon as one field differs, and a deletion request has nothing to compare', async () => {
    const member = await createMember(t.app.db, {
      payrollAccountNo: '1234567890',
      payrollAccountName: 'Siti',
    });
    const headers = await memberHeaders(t.app, member.nik);
    const account = {
      topic: 'PAYROLL_ACCOUNT',
      payrollAccountNo: '1234567890',
      payrollAccountName: 'Siti A',
    };
    expect((await t.app.inject({ method: 'POST', url: MINE, headers, payload: account })).statusCode).toBe(
      201,
    );
    const deletion = await t.app.inject({
      method: 'POST',
      url: MINE,
      headers,
      payload: { topic: 'DELETION' },
    });
    expect(deletion.statusCode).toBe(201);
  });
});
