import type { AuditAction, AuditEntity } from '@kopkar/domain';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = {
  actor: { kind: 'member' | 'staff' | 'system'; id: number | null };
  /** Verb-noun from the domain's one list, which also holds its Indonesian label (audit-actions.ts). */
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
};

/** Writes who changed what, before and after, in the caller's transaction (docs/architecture.md "Back office"). */
export async function recordAudit(tx: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
