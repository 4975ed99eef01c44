import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

const ISSUER = 'kopkar-portal';

/** `former`: a member who left, read-only (docs/decisions/0017-former-member-access.md). */
export type SubjectKind = 'member' | 'staff' | 'former';
/**
 * What an access token says: who (sub, kind), the NIK for members, the role for staff, and `sid`, the refresh
 * family (session) it was issued in: the guards refuse it as soon as that session is revoked (logout, password
 * change or reset, refresh-token reuse), not only when it expires.
 */
export type AccessClaims = { sub: number; kind: SubjectKind; sid: string; nik?: string; role?: string };

type Codec = {
  sign: (payload: Record<string, unknown>, ttlSeconds: number) => string;
  verify: (token: string) => unknown;
};

const codecs = new Map<string, Codec>();

/**
 * HS256 signing and verification with node:crypto's synchronous HMAC (fast-jwt), not WebCrypto: verifying a
 * token on every request costs microseconds on the request's own thread instead of a round trip through the
 * thread pool. Verified tokens are cached (up to their expiry), so a member's next calls skip the HMAC.
 */
function codecOf(secret: string): Codec {
  let codec = codecs.get(secret);
  if (!codec) {
    const signers = new Map<number, (payload: Record<string, unknown>) => string>();
    const signerFor = (ttlSeconds: number) => {
      let signer = signers.get(ttlSeconds);
      if (!signer) {
        signer = createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER, expiresIn: ttlSeconds * 1000 });
        signers.set(ttlSeconds, signer);
      }
      return signer;
    };
    const verifier = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      // fast-jwt checks exp only when present, like jose: a token without one would never expire.
      requiredClaims: ['exp', 'iat', 'sub', 'iss'],
      cache: 10_000,
    });
    codec = { sign: (payload, ttlSeconds) => signerFor(ttlSeconds)(payload), verify: verifier };
    codecs.set(secret, codec);
  }
  return codec;
}

/** Signs a short-lived access JWT (HS256). `typ: 'access'` keeps refresh material from being used as access. */
export function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds: number): string {
  const payload: Record<string, unknown> = {
    kind: claims.kind,
    typ: 'access',
    sid: claims.sid,
    sub: String(claims.sub),
  };
  if (claims.nik) payload.nik = claims.nik;
  if (claims.role) payload.role = claims.role;
  return codecOf(secret).sign(payload, ttlSeconds);
}

/**
 * Verifies an access JWT; null for anything expired, forged, `alg: none`, not an access token, or without an
 * expiry.
 */
export function verifyAccessToken(secret: string, token: string): AccessClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = codecOf(secret).verify(token) as Record<string, unknown>;
  } catch {
    return null;
  }
  const sub = Number(payload.sub);
  if (payload.typ !== 'access' || !Number.isInteger(sub) || sub <= 0) return null;
  if (payload.kind !== 'member' && payload.kind !== 'staff' && payload.kind !== 'former') return null;
  if (typeof payload.sid !== 'string' || payload.sid === '') return null;
  return {
    sub,
    kind: payload.kind,
    sid: payload.sid,
    nik: typeof payload.nik === 'string' ? payload.nik : undefined,
    role: typeof payload.role === 'string' ? payload.role : undefined,
  };
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
