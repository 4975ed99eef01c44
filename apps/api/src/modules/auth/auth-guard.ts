import { ErrorCode, TOKEN_EXPIRED_MESSAGE } from '@kopkar/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MemberRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findSignedInFormerMember, findSignedInMember } from '../members/members.service';
import { findSignedInStaff } from '../staff/staff-auth.service';
import { type AccessClaims, verifyAccessToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; the only source of "who is asking" (never the path or body). */
    auth: AccessClaims | null;
    /** The signed-in member, loaded by requireMember with the session check (null under requireMemberToken). */
    member: MemberRow | null;
  }
}

const sessionOver = () => new AppError(ErrorCode.TOKEN_EXPIRED, TOKEN_EXPIRED_MESSAGE);

/** A token of another kind is refused with 403 (never token_expired: refreshing would not make it the right kind). */
const WRONG_KIND_MESSAGES: Record<AccessClaims['kind'], string> = {
  member: 'Khusus anggota koperasi',
  staff: 'Khusus petugas koperasi',
  former: 'Khusus arsip mantan anggota',
};

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The token's claims, checked on this thread (signature, expiry, issuer, kind); no database yet. */
function verifiedClaims(request: FastifyRequest, kind: AccessClaims['kind']): AccessClaims {
  const token = readBearer(request);
  if (!token) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Silakan login terlebih dahulu');
  const claims = verifyAccessToken(request.server.config.jwtSecret, token);
  // Expired, forged or wrong-kind tokens all get 403 token_expired: the portal refreshes on 403 (docs/product/api.md).
  if (!claims) throw sessionOver();
  if (claims.kind !== kind) throw new AppError(ErrorCode.FORBIDDEN, WRONG_KIND_MESSAGES[kind]);
  request.auth = claims;
  return claims;
}

/**
 * preHandler: a signed-in member. The member is loaded in the same query that checks the token's session is
 * still open (logout, a password change or reset, a reused refresh token end it, and every access token issued
 * in it stops working at once, not when it expires) and that the member is still active.
 */
export async function requireMember(request: FastifyRequest, _reply: FastifyReply) {
  const member = await findSignedInMember(request.server.db, verifiedClaims(request, 'member'));
  if (!member) throw sessionOver();
  request.member = member;
}

/**
 * preHandler of the only routes a member who left may call (their documents and data, docs/decisions/0017): a
 * `former` token whose session is open and whose access window has not run out. Every other route's guard asks
 * for a `member` or `staff` token and refuses this one with 403.
 */
export async function requireFormerMember(request: FastifyRequest, _reply: FastifyReply) {
  const member = await findSignedInFormerMember(request.server.db, verifiedClaims(request, 'former'));
  if (!member) throw sessionOver();
  request.member = member;
}

/** The former member's row (call after requireFormerMember). */
export function formerMemberOf(request: FastifyRequest): MemberRow {
  if (request.auth?.kind !== 'former' || !request.member) {
    throw new AppError(ErrorCode.FORBIDDEN, WRONG_KIND_MESSAGES.former);
  }
  return request.member;
}

/**
 * preHandler of the busiest member reads (home page calls): only the token. The route's one statement checks the
 * session and the member itself (sessionIsOpen) and answers `undefined` when either is over; pass that to
 * `orSessionOver`. Saves the guard's round trip on the calls every member makes on every visit.
 */
export async function requireMemberToken(request: FastifyRequest, _reply: FastifyReply) {
  verifiedClaims(request, 'member');
}

/** The result of a statement that checked the session itself, or 403 token_expired when it found none. */
export function orSessionOver<T>(result: T | undefined): T {
  if (result === undefined) throw sessionOver();
  return result;
}

/**
 * preHandler factory: a signed-in staff account holding one of the roles (ADMIN may do everything). The role is
 * read from the account as it is in the database now, in the query that checks the session, not from the token:
 * a disabled or demoted account loses access at once instead of when its access token expires.
 */
export function requireStaff(...roles: string[]) {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    const account = await findSignedInStaff(request.server.db, verifiedClaims(request, 'staff'));
    if (!account) throw sessionOver();
    if (!account.isActive) throw new AppError(ErrorCode.FORBIDDEN, 'Akun petugas tidak aktif');
    if (roles.length > 0 && account.role !== 'ADMIN' && !roles.includes(account.role)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Peran Anda tidak berhak melakukan tindakan ini');
    }
  };
  staffGuards.add(guard);
  return guard;
}

/** Every guard requireStaff made, so the API's document can tell which routes need a staff token. */
const staffGuards = new WeakSet<object>();

export const isStaffGuard = (hook: unknown): boolean => typeof hook === 'function' && staffGuards.has(hook);

/** The claims of a signed-in member (call after requireMember or requireMemberToken). */
export function memberClaimsOf(request: FastifyRequest): AccessClaims {
  if (request.auth?.kind !== 'member') throw new AppError(ErrorCode.FORBIDDEN, 'Khusus anggota koperasi');
  return request.auth;
}

/** The member id of the signed-in member (call after requireMember or requireMemberToken). */
export function memberIdOf(request: FastifyRequest): number {
  return memberClaimsOf(request).sub;
}

/** The signed-in member's row (call after requireMember). */
export function memberOf(request: FastifyRequest): MemberRow {
  if (request.auth?.kind !== 'member' || !request.member) {
    throw new AppError(ErrorCode.FORBIDDEN, WRONG_KIND_MESSAGES.member);
  }
  return request.member;
}

/** The staff id of the signed-in staff account (call after requireStaff). */
export function staffIdOf(request: FastifyRequest): number {
  if (request.auth?.kind !== 'staff') throw new AppError(ErrorCode.FORBIDDEN, 'Khusus petugas koperasi');
  return request.auth.sub;
}
