import { CONTENT_IMAGE_MAX_BYTES } from '@kopkar/domain';
import type { Database } from '../../db/client';
import { prepareUpload, storeFile, type UploadRule } from '../../plugins/uploads';
import type { Actor } from '../backoffice/backoffice-guard';

/** Editor pictures: images only, re-encoded (metadata dropped), kept legible up to 1600 px. */
const CONTENT_IMAGE_RULE: UploadRule = {
  accepts: 'image',
  maxBytes: CONTENT_IMAGE_MAX_BYTES,
  tooLargeMessage: 'Gambar terlalu besar, maksimal 2 MB',
  resize: 'document',
};

/**
 * The file id to store for an image field of an editor form: a new upload is checked and stored, null removes
 * the picture, undefined keeps the current one.
 */
export async function resolveContentImage(
  tx: Pick<Database, 'insert'>,
  actor: Actor,
  upload: string | null | undefined,
  current: number | null,
): Promise<number | null> {
  if (upload === undefined) return current;
  if (upload === null) return null;
  const file = await prepareUpload(upload, CONTENT_IMAGE_RULE);
  return storeFile(tx, file, { kind: 'staff', id: actor.id, purpose: 'CONTENT' });
}
