import {
  ErrorCode,
  type FormerMember,
  formerAccessUntil,
  RESIGNATION_MESSAGES,
  toJakartaDate,
} from '@kopkar/domain';
import { AppError } from '../../errors';
import { findFormerMember } from '../members/members.service';
import type { AuthContext } from './credentials';
import { type IssuedSession, issueSession } from './sessions';

/**
 * A session of a member who left, within the access window (docs/decisions/0017-former-member-access.md): a
 * `former` token and refresh family, which only the archive routes accept. Past the window the account is closed
 * for good and sign-in says so.
 */
export async function startFormerSession(
  ctx: AuthContext,
  memberId: number,
  familyId?: string,
): Promise<{ session: IssuedSession; former: FormerMember }> {
  const member = await findFormerMember(ctx.db, memberId);
  if (!member?.resignedAt) {
    throw new AppError(
      familyId ? ErrorCode.TOKEN_EXPIRED : ErrorCode.INVALID_CREDENTIALS,
      familyId ? 'token_expired' : RESIGNATION_MESSAGES.ACCOUNT_CLOSED,
    );
  }
  const session = await issueSession(
    ctx.db,
    ctx.config,
    { sub: member.id, kind: 'former' },
    { familyId, userAgent: ctx.userAgent },
  );
  return { session, former: presentFormerMember(member.name, member.nik, member.resignedAt) };
}

/** Who the former member was and until when they may sign in. */
export function presentFormerMember(name: string, nik: string, resignedAt: Date): FormerMember {
  const leftOn = toJakartaDate(resignedAt);
  return { name, nik, leftOn, accessUntil: formerAccessUntil(leftOn) };
}
