/**
 * Access tokens signed by the run itself: an attacker who knows a secret (the demo one is in the public
 * repository), or a process the run started with a secret of its own, accepts what is signed here. The claims
 * come from a real sign-in, so the session (`sid`) they name exists in the database.
 */
import { createHmac } from 'node:crypto';

/** An HS256 JWT, signed the way jose signs one (base64url header.payload, HMAC-SHA256). */
export function signHs256(secret: string, claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
