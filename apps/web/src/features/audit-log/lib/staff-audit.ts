import type { AuditEntry } from '@kopkar/domain';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, describeAuditAction, describeAuditEntity } from '@kopkar/domain';
import { describeStaffRole } from '@/lib/staff-roles';

const byLabel = (a: readonly [string, string], b: readonly [string, string]) =>
  a[1].localeCompare(b[1], 'id');

/** Every entity kind the audit log records, as [value, Indonesian name] for the filter, by name. */
export const AUDIT_ENTITY_OPTIONS = AUDIT_ENTITIES.map(
  (entity) => [entity, describeAuditEntity(entity)] as const,
).sort(byLabel);

/** Every action the audit log records, as [value, Indonesian name] for the filter, by name. */
export const AUDIT_ACTION_OPTIONS = AUDIT_ACTIONS.map(
  (action) => [action, describeAuditAction(action)] as const,
).sort(byLabel);

/** 'Pengajuan pinjaman #12', or the kind alone when the entry is about no one record. */
export function describeAuditSubject(entry: Pick<AuditEntry, 'entity' | 'entityId'>): string {
  const kind = describeAuditEntity(entry.entity);
  return entry.entityId ? `${kind} #${entry.entityId}` : kind;
}

/**
 * 'Yuliana Putri (Finance)' for staff, 'Budi Santoso (NIK 100001)' for a member, 'Sistem' for the system; an actor
 * no longer on record by kind and id ('Petugas #9').
 */
export function describeAuditActor(
  entry: Pick<AuditEntry, 'actorKind' | 'actorId' | 'actorName' | 'actorNik' | 'actorRole'>,
): string {
  if (entry.actorKind === 'system') return 'Sistem';
  if (entry.actorName && entry.actorRole) return `${entry.actorName} (${describeStaffRole(entry.actorRole)})`;
  if (entry.actorName && entry.actorNik) return `${entry.actorName} (NIK ${entry.actorNik})`;
  const kind = entry.actorKind === 'member' ? 'Anggota' : 'Petugas';
  return entry.actorId ? `${kind} #${entry.actorId}` : kind;
}
