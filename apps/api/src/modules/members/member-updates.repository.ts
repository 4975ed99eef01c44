import type { RepaymentChannel } from '@kopkar/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';
import type { MemberRow } from '../../db/schema/index';

/*
 * Changes to a member's row that other modules make (account, sign-in, the back office), written here: the members
 * module owns the table (docs/conventions.md rule 18). Each runs in the caller's transaction or connection, and
 * moves `updated_at`.
 */

type Writer = Pick<Database, 'update'>;

/** Sets the member's columns and answers the row after, or undefined when there is no such member. */
async function updateMember(
  db: Writer,
  memberId: number,
  values: PgUpdateSetSource<typeof members>,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(members)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(members.id, memberId))
    .returning();
  return row;
}

/** The member's profile photo (a file id), or none. */
export const setAvatarFile = (db: Writer, memberId: number, avatarFileId: number | null) =>
  updateMember(db, memberId, { avatarFileId });

/** What a member may change of their own profile: phone, and address (null clears it). */
export const setProfileContact = (
  db: Writer,
  memberId: number,
  contact: { mobilePhone: string; address: string | null },
) => updateMember(db, memberId, contact);

/** A new password hash; a temporary one (a staff reset) must be replaced at the next sign-in. */
export const setPasswordHash = (db: Writer, memberId: number, passwordHash: string, isTemporary: boolean) =>
  updateMember(db, memberId, {
    passwordHash,
    passwordChangedAt: sql`now()`,
    mustChangePassword: isTemporary,
  });

/** Marks the member as having left on `resignedAt` (the back office's deactivation). */
export const setResigned = (db: Writer, memberId: number, resignedAt: Date) =>
  updateMember(db, memberId, { isActive: false, resignedAt });

/** How the member pays instalments. */
export const setRepaymentChannelOf = (db: Writer, memberId: number, repaymentChannel: RepaymentChannel) =>
  updateMember(db, memberId, { repaymentChannel });
