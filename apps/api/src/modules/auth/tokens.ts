import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'kopkar-portal';
const ALGORITHM = 'HS256';

export type SubjectKind = 'member' | 'staff';
/**
 * What an access token says: who (sub, kind), the NIK for members, the role for staff, and `sid`, the refresh
 * family (session) it was issued in: the guards refuse it as soon as that session is revoked (logout, password
 * change or reset, refresh-token reuse), not only when it expires.
 */
export type AccessClaims = { sub: number; kind: SubjectKind; sid: string; nik?: string; role?: string };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Signs a short-lived access JWT (HS256). `typ: 'access'` keeps refresh material from being used as access. */
export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  ttlSeconds: number,
): Promise<string> {
  const payload: Record<string, unknown> = { kind: claims.kind, typ: 'access', sid: claims.sid };
  if (claims.nik) payload.nik = claims.nik;
  if (claims.role) payload.role = claims.role;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.sub))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keyOf(secret));
}

/** Verifies an access JWT; null for anything expired, forged, `alg: none` or not an access token. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], issuer: ISSUER });
    const sub = Number(payload.sub);
    if (payload.typ !== 'access' || !Number.isInteger(sub) || sub <= 0) return null;
    if (payload.kind !== 'member' && payload.kind !== 'staff') return null;
    if (typeof payload.sid !== 'string' || payload.sid === '') return null;
    return {
      sub,
      kind: payload.kind,
      sid: payload.sid,
      nik: typeof payload.nik === 'string' ? payload.nik : undefined,
      role: typeof payload.role === 'string' ? payload.role : undefined,
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** A new opaque refresh token (256 bits) and the hash we store instead of it. */
export function createRefreshSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

/** SHA-256 of a high-entropy secret (refresh tokens): no salt needed, lookups stay indexable. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
