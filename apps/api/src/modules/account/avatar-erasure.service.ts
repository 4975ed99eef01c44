import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, members } from '../../db/schema';

/** Removes the member's profile photo (an approved deletion request); true when there was one. Caller's transaction. */
export async function eraseAvatar(tx: Pick<Database, 'select' | 'update' | 'delete'>, memberId: number) {
  const [member] = await tx
    .select({ avatarFileId: members.avatarFileId })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member?.avatarFileId) return false;
  await tx.update(members).set({ avatarFileId: null, updatedAt: sql`now()` }).where(eq(members.id, memberId));
  await tx.delete(files).where(eq(files.id, member.avatarFileId));
  return true;
}
