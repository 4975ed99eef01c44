import type { AcceptedVersion } from '@kopkar/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, consentAcceptances } from '../../db/schema';

type Tx = Pick<Database, 'insert' | 'execute'>;
export type AcceptanceSource = 'GATE' | 'ACTIVATION' | 'SEED';

/** The audit action of a staff member opening one of a member's documents (entity `member`, id the member's). */
export const DOCUMENT_VIEW_ACTION = 'view-member-document';

export async function listAcceptances(db: Database, memberId: number) {
  return db
    .select({
      document: consentAcceptances.document,
      version: consentAcceptances.version,
      acceptedAt: consentAcceptances.acceptedAt,
      source: consentAcceptances.source,
    })
    .from(consentAcceptances)
    .where(eq(consentAcceptances.memberId, memberId))
    .orderBy(asc(consentAcceptances.acceptedAt), asc(consentAcceptances.id));
}

/**
 * Records the versions in one statement; a version the member accepted already keeps its first time (the unique
 * (member, document, version) index and ON CONFLICT DO NOTHING: thirty clicks at once leave one row each).
 */
export async function insertAcceptances(
  db: Pick<Database, 'insert'>,
  memberId: number,
  versions: readonly AcceptedVersion[],
  source: AcceptanceSource,
) {
  if (versions.length === 0) return;
  await db
    .insert(consentAcceptances)
    .values(versions.map((entry) => ({ memberId, document: entry.document, version: entry.version, source })))
    .onConflictDoNothing({
      target: [consentAcceptances.memberId, consentAcceptances.document, consentAcceptances.version],
    });
}

/**
 * Activation (the first password an HR-imported member sets) accepts the versions in force, in the caller's
 * transaction and before the password is written: only while the member still has no password, read in the same
 * statement, so a later "lupa password" of an active member never accepts anything on their behalf.
 */
export async function insertActivationAcceptances(
  tx: Tx,
  memberId: number,
  versions: readonly AcceptedVersion[],
) {
  for (const entry of versions) {
    await tx.execute(sql`
      insert into consent_acceptances (member_id, document, version, source)
      select m.id, ${entry.document}, ${entry.version}, 'ACTIVATION' from members m
      where m.id = ${memberId} and m.password_hash is null
      on conflict (member_id, document, version) do nothing`);
  }
}

const ofMember = (memberId: number) =>
  and(
    eq(auditLog.entity, 'member'),
    eq(auditLog.entityId, String(memberId)),
    eq(auditLog.action, DOCUMENT_VIEW_ACTION),
  );

/** The newest `limit` openings of the member's documents by staff (audit_log_entity_idx) and how many in all. */
export async function listDocumentViews(db: Database, memberId: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: auditLog.id, after: auditLog.after, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(ofMember(memberId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit),
    db.select({ total: count() }).from(auditLog).where(ofMember(memberId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}
