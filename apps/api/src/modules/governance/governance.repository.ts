import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, governanceDocuments } from '../../db/schema';

/** What a list shows of a document: its own columns and the PDF's size, never the bytes. */
const listColumns = {
  id: governanceDocuments.id,
  kind: governanceDocuments.kind,
  title: governanceDocuments.title,
  year: governanceDocuments.year,
  publishedOn: governanceDocuments.publishedOn,
  createdAt: governanceDocuments.createdAt,
  updatedAt: governanceDocuments.updatedAt,
  fileId: governanceDocuments.fileId,
  sizeBytes: files.sizeBytes,
  sha256: files.sha256,
};

export type GovernanceDocumentRow = {
  id: number;
  kind: string;
  title: string;
  year: number | null;
  publishedOn: string;
  createdAt: Date;
  updatedAt: Date;
  fileId: number;
  sizeBytes: number;
  sha256: string;
};

type Reader = Pick<Database, 'select'>;

/** Every document, newest published first. */
export function listGovernanceDocuments(db: Reader): Promise<GovernanceDocumentRow[]> {
  return db
    .select(listColumns)
    .from(governanceDocuments)
    .innerJoin(files, eq(files.id, governanceDocuments.fileId))
    .orderBy(desc(governanceDocuments.publishedOn), desc(governanceDocuments.id));
}

export async function findGovernanceDocument(
  db: Reader,
  id: number,
  lock = false,
): Promise<GovernanceDocumentRow | undefined> {
  const query = db
    .select(listColumns)
    .from(governanceDocuments)
    .innerJoin(files, eq(files.id, governanceDocuments.fileId))
    .where(eq(governanceDocuments.id, id));
  const [row] = await (lock ? query.for('update', { of: governanceDocuments }) : query);
  return row;
}

/** The PDF of document `id` (only a file a governance document points at, never any other upload). */
export async function findGovernanceFile(
  db: Reader,
  id: number,
): Promise<{ data: Buffer; mime: string; kind: string; year: number | null } | undefined> {
  const [row] = await db
    .select({
      data: files.data,
      mime: files.mime,
      kind: governanceDocuments.kind,
      year: governanceDocuments.year,
    })
    .from(governanceDocuments)
    .innerJoin(files, eq(files.id, governanceDocuments.fileId))
    .where(eq(governanceDocuments.id, id));
  return row;
}
