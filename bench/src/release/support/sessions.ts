/**
 * Signing in the way the portal does (captcha key, then login), each time from a fresh client address so that
 * the per-IP limits of the attacks never refuse the script's own sign-ins. The processes run with
 * CAPTCHA_BYPASS=1, so any answer to a real key is accepted.
 */
import type { AddressPool } from './clients';
import { dataOf, messageOf, send } from './http';

/** Every demo account's password (docs/demo-data.md). */
export const DEMO_PASSWORD = 'Koperasi123!';

export async function captchaKey(
  origin: string,
  from: string,
  path = '/api/v1/get-key/math',
): Promise<string> {
  const reply = await send(origin, path, { from });
  const key = dataOf<{ key?: string } | null>(reply)?.key;
  if (reply.status !== 200 || !key) throw new Error(`captcha key: ${reply.status} ${messageOf(reply)}`);
  return key;
}

export async function signInMember(
  origin: string,
  addresses: AddressPool,
  nik: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const from = addresses.next();
  const key = await captchaKey(origin, from);
  const reply = await send(origin, '/api/v1/web/login', {
    from,
    body: { nik, password, captcha: '0', key },
  });
  const token = dataOf<{ access_token?: string } | null>(reply)?.access_token;
  if (reply.status !== 200 || !token) throw new Error(`login of ${nik}: ${reply.status} ${messageOf(reply)}`);
  return token;
}

export async function signInStaff(origin: string, addresses: AddressPool, username: string): Promise<string> {
  const from = addresses.next();
  const key = await captchaKey(origin, from, '/api/v1/admin/get-key/math');
  const reply = await send(origin, '/api/v1/admin/login', {
    from,
    body: { username, password: DEMO_PASSWORD, captcha: '0', key },
  });
  const token = dataOf<{ access_token?: string } | null>(reply)?.access_token;
  if (reply.status !== 200 || !token)
    throw new Error(`login of ${username}: ${reply.status} ${messageOf(reply)}`);
  return token;
}

/** The claims of a JWT, read without checking it (we only need the session id `sid` the server put there). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
