import type { FastifyInstance } from 'fastify';
import { createChain, createMember, TEST_PASSWORD } from './factories';

export type AuthHeaders = { authorization: string };

/** Signs a staff account in through POST /admin/login (the app must run with captchaBypass). */
export async function signInStaff(app: FastifyInstance, username: string): Promise<AuthHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { username, password: TEST_PASSWORD, captcha: '0', key: 'bypass' },
  });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.body}`);
  return { authorization: `Bearer ${response.json().data.access_token}` };
}

/** Signs a member in through POST /web/login (the app must run with captchaBypass). */
export async function signInMember(app: FastifyInstance, nik: string, password = TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/web/login',
    payload: { nik, password, captcha: '0', key: 'bypass' },
  });
  return response;
}

/** Bearer headers of a signed-in member (the app must run with captchaBypass). */
export async function memberHeaders(
  app: FastifyInstance,
  nik: string,
  password = TEST_PASSWORD,
): Promise<AuthHeaders> {
  const response = await signInMember(app, nik, password);
  if (response.statusCode !== 200) throw new Error(`member login failed: ${response.body}`);
  return { authorization: `Bearer ${response.json().data.access_token}` };
}

/** A member who may borrow up to Rp 20.000.000 (contribution 2.000.000 × 10), their company's chain, and their headers. */
export async function newBorrower(app: FastifyInstance) {
  const member = await createMember(app.db, { contributionBalance: 2_000_000 });
  await createChain(app.db, member.companyId);
  return { member, headers: await memberHeaders(app, member.nik) };
}
