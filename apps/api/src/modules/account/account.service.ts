import { AVATAR_MAX_BYTES, type UpdateProfileRequest, type User } from '@kopkar/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, members } from '../../db/schema';
import { notFound } from '../../errors';
import { deleteFiles, prepareUpload, storeFile, type UploadRule } from '../../plugins/uploads';
import {
  getUserProfile,
  requireActiveMember,
  setAvatarFile,
  setProfileContact,
} from '../members/members.service';

const AVATAR_RULE: UploadRule = {
  accepts: 'image',
  maxBytes: AVATAR_MAX_BYTES,
  tooLargeMessage: 'Foto terlalu besar, maks 2 MB',
  resize: 'thumbnail',
};

/**
 * POST /ChangeProfile/{id}: checks the photo by its magic bytes, re-encodes it at most 400×350 (EXIF and GPS
 * do not survive) and makes it the member's avatar. The previous avatar file is removed in the same transaction.
 */
export async function changeAvatar(db: Database, memberId: number, photo: string): Promise<User> {
  await requireActiveMember(db, memberId);
  const image = await prepareUpload(photo, AVATAR_RULE);
  const member = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
    if (!locked) throw notFound('Anggota tidak ditemukan');
    const fileId = await storeFile(tx, image, { kind: 'member', id: memberId, purpose: 'AVATAR' });
    const updated = await setAvatarFile(tx, memberId, fileId);
    if (locked.avatarFileId) await deleteFiles(tx, [locked.avatarFileId]);
    return updated ?? locked;
  });
  return getUserProfile(db, member);
}

/** The member's current avatar bytes, or 404 when none is set. */
export async function readAvatar(db: Database, memberId: number): Promise<{ mime: string; data: Buffer }> {
  const [row] = await db
    .select({ mime: files.mime, data: files.data })
    .from(members)
    .innerJoin(files, and(eq(files.id, members.avatarFileId), eq(files.purpose, 'AVATAR')))
    .where(eq(members.id, memberId));
  if (!row) throw notFound('Foto profil belum ada');
  return row;
}

/** POST /updateProfile/{id} (/account/change): phone and address; an empty address clears it. */
export async function updateProfile(
  db: Database,
  memberId: number,
  input: UpdateProfileRequest,
): Promise<User> {
  await requireActiveMember(db, memberId);
  const updated = await setProfileContact(db, memberId, {
    mobilePhone: input.mobilephoneno,
    address: input.address || null,
  });
  if (!updated) throw notFound('Anggota tidak ditemukan');
  return getUserProfile(db, updated);
}
