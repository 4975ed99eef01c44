import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { files } from '../src/db/schema';

/** A small stored file of a member (tests only need its row to exist or not). */
export async function storeTestFile(
  db: Database,
  memberId: number,
  purpose: 'SELFIE' | 'FORM' | 'SUPPORTING' | 'AVATAR',
) {
  const data = Buffer.from(`berkas ${purpose} ${memberId}`);
  const [row] = await db
    .insert(files)
    .values({
      ownerKind: 'member',
      ownerId: memberId,
      purpose,
      mime: 'image/png',
      sizeBytes: data.length,
      sha256: 'uji',
      data,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned no row');
  return row.id;
}

/** The three upload ids of an application. */
export async function applicationFiles(db: Database, memberId: number) {
  return {
    selfieFileId: await storeTestFile(db, memberId, 'SELFIE'),
    formFileId: await storeTestFile(db, memberId, 'FORM'),
    supportingFileId: await storeTestFile(db, memberId, 'SUPPORTING'),
  };
}

export async function fileExists(db: Database, id: number) {
  return (await db.$count(files, eq(files.id, id))) === 1;
}
