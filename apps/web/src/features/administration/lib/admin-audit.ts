import type { AuditEntry } from '@kopkar/domain';

/** Entities the API writes to the audit log, with their Indonesian names for the filter. */
export const AUDIT_ENTITIES = [
  ['application', 'Pengajuan'],
  ['member', 'Anggota'],
  ['staff', 'Petugas'],
  ['company', 'Perusahaan'],
  ['setting', 'Pengaturan'],
  ['payroll', 'Payroll'],
] as const;

const ACTOR_KINDS: Record<string, string> = { staff: 'Petugas', member: 'Anggota', system: 'Sistem' };

/** 'Petugas admin', 'Anggota #12' or 'Sistem'. */
export function describeAuditActor(
  entry: Pick<AuditEntry, 'actorKind' | 'actorId' | 'actorUsername'>,
): string {
  const kind = ACTOR_KINDS[entry.actorKind] ?? entry.actorKind;
  if (entry.actorUsername) return `${kind} ${entry.actorUsername}`;
  return entry.actorId ? `${kind} #${entry.actorId}` : kind;
}
