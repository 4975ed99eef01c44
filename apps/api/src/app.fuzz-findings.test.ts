/**
 * The bad replies the release fuzzing run found, pinned one by one so they stay fixed:
 * ids past a PostgreSQL integer, days that do not exist, NUL characters, and URLs Fastify's router answers
 * itself — each must be a 4xx in the `{ code, message, data }` envelope, never a 5xx.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { createMember, createStaff } from '../test/factories';
import { envelopeProblem } from '../test/release/route-inventory';
import { memberHeaders, signInStaff } from '../test/sessions';

const testApp = await buildTestApp({ captchaBypass: true });
const { app } = testApp;
const member = await createMember(app.db);
const member$ = await memberHeaders(app, member.nik);
const admin = await createStaff(app.db, { role: 'ADMIN' });
const staff$ = await signInStaff(app, admin.username);

afterAll(async () => {
  await testApp.close();
});

const expectEnvelope = (response: { statusCode: number; body: string }, status: number) => {
  expect(response.statusCode).toBe(status);
  expect(envelopeProblem(response.statusCode, response.body)).toBeNull();
};

describe('fuzzing findings stay fixed', () => {
  it.each([
    ['POST', '/api/v1/admin/members/2147483648/reset-password', undefined],
    ['PATCH', '/api/v1/admin/staff/9007199254740991', { name: 'X' }],
    ['POST', '/api/v1/admin/settlements/9007199254740991/reject', { reason: 'r' }],
    [
      'PUT',
      '/api/v1/admin/companies/2147483648/chain',
      {
        steps: [
          { role: 'HC', jobTitle: 'HC' },
          { role: 'APPROVER', jobTitle: 'A' },
        ],
      },
    ],
  ])('staff: %s %s with an id past a PostgreSQL integer → 422', async (method, url, payload) => {
    const response = await app.inject({ method: method as 'POST', url, headers: staff$, payload });
    expectEnvelope(response, 422);
  });

  it('member: cancelling application 2147483648 → 422', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/CancelPengajuan',
      headers: member$,
      payload: { id: 2_147_483_648 },
    });
    expectEnvelope(response, 422);
  });

  it('member: redeeming offer 9007199254740991 → 422 (the id reached SQL: 500)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Poin/Redeem',
      headers: member$,
      payload: { id_user: member.id, poin_id: 9_007_199_254_740_991 },
    });
    expectEnvelope(response, 422);
  });

  it('visitor: a comment on article 9007199254740991 → 422 (the id reached SQL: 500)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/blog/comment',
      payload: { id_blog: 9_007_199_254_740_991, nama: 'x', email: 'a@b.co', komentar: 'x', setuju: true },
    });
    expectEnvelope(response, 422);
  });

  it('staff: a resignation on 6369-27-04 (no such day) → 422, not RangeError: Invalid time value', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/members/${member.id}/deactivate`,
      headers: staff$,
      payload: { resignedAt: '6369-27-04' },
    });
    expectEnvelope(response, 422);
  });

  it('a NUL character in a sign-in field → 422, not a database error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      payload: { nik: '05028', password: 'x', captcha: '4qe', key: '\u0000' },
    });
    expectEnvelope(response, 422);
  });

  it('a path parameter past maxParamLength → 414 in the envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/staff/${'9'.repeat(400)}/enable`,
    });
    expectEnvelope(response, 414);
  });

  it('broken %-encoding in a path → 400 in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/HistoryPinjaman/%E0%A4%A' });
    expectEnvelope(response, 400);
  });
});
