import type { AdminGovernanceDocument, GovernanceDocument, GovernanceDocumentKind } from '@kopkar/domain';
import type { GovernanceDocumentRow } from './governance.repository';

/** A row as members see it (the kind column only ever holds a known kind: a CHECK constraint says so). */
export const presentGovernanceDocument = (row: GovernanceDocumentRow): GovernanceDocument => ({
  id: row.id,
  kind: row.kind as GovernanceDocumentKind,
  title: row.title,
  year: row.year,
  publishedOn: row.publishedOn,
  sizeBytes: row.sizeBytes,
});

export const presentAdminGovernanceDocument = (row: GovernanceDocumentRow): AdminGovernanceDocument => ({
  ...presentGovernanceDocument(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a document: its metadata and the PDF's fingerprint, not the bytes. */
export const auditViewOf = (row: GovernanceDocumentRow) => ({
  kind: row.kind,
  title: row.title,
  year: row.year,
  publishedOn: row.publishedOn,
  fileId: row.fileId,
  sizeBytes: row.sizeBytes,
  sha256: row.sha256,
});

/** The download's file name, e.g. `laporan-rat-2025-12` (sendUserFile adds `.pdf`). */
export const downloadNameOf = (id: number, kind: string, year: number | null) =>
  [kind.toLowerCase().replace(/_/g, '-'), year, id].filter((part) => part !== null).join('-');
