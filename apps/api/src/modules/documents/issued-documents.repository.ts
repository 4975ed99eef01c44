import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { documentSequences, issuedDocuments } from '../../db/schema';

export type IssuedDocumentRow = typeof issuedDocuments.$inferSelect;
type NewIssuedDocument = typeof issuedDocuments.$inferInsert;

/**
 * The next number of a kind in a year, in one statement: the upsert increments and reads together, and the row
 * stays locked until the caller's transaction ends, so concurrent issues get 1, 2, 3… and a rolled-back issue gives
 * its number back (no gaps in the register).
 */
export async function allocateSequence(tx: Tx, kind: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ kind, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.kind, documentSequences.year],
      set: { lastSequence: sql`${documentSequences.lastSequence} + 1` },
    })
    .returning({ sequence: documentSequences.lastSequence });
  if (!row) throw new Error('document sequence upsert returned no row');
  return row.sequence;
}

/** Inserts a document, or nothing when one with the same fingerprint is already there (a concurrent twin). */
export async function insertIssuedDocument(
  tx: Tx,
  values: NewIssuedDocument,
): Promise<IssuedDocumentRow | undefined> {
  const [row] = await tx
    .insert(issuedDocuments)
    .values(values)
    .onConflictDoNothing({ target: issuedDocuments.fingerprint })
    .returning();
  return row;
}

export async function findIssuedByFingerprint(
  db: Database,
  fingerprint: string,
): Promise<IssuedDocumentRow | undefined> {
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.fingerprint, fingerprint));
  return row;
}

export async function findIssuedByCode(db: Database, code: string): Promise<IssuedDocumentRow | undefined> {
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.code, code));
  return row;
}
