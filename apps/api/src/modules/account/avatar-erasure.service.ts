import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';
import { deleteFiles } from '../../plugins/uploads';
import { setAvatarFile } from '../members/members.service';

/** Removes the member's profile photo (an approved deletion request); true when there was one. Caller's transaction. */
export async function eraseAvatar(tx: Pick<Database, 'select' | 'update' | 'delete'>, memberId: number) {
  const [member] = await tx
    .select({ avatarFileId: members.avatarFileId })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member?.avatarFileId) return false;
  await setAvatarFile(tx, memberId, null);
  await deleteFiles(tx, [member.avatarFileId]);
  return true;
}
