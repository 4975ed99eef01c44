import {
  CONSENT_DOCUMENT_LABELS,
  type ConsentDocument,
  type ConsentStatus,
  type ConsentVersion,
  type DocumentViews,
} from '@kopkar/domain';

/** What staff open of a member's: the documents of a loan application. */
export const MEMBER_DOCUMENT_LABELS = {
  selfie: 'Swafoto dengan KTP',
  form: 'Formulir pengajuan',
  supporting: 'Dokumen pendukung',
} as const;
export type MemberDocumentKind = keyof typeof MEMBER_DOCUMENT_LABELS;

const ROLE_LABELS: Record<string, string> = {
  ADMIN: 'Administrator',
  HC: 'Human Capital (HC)',
  APPROVER: 'Pemberi persetujuan',
  FINANCE: 'Keuangan',
  EDITOR: 'Editor',
};

export type DocumentViewDetails = {
  staff: { id: number; role: string; jobTitle: string | null };
  memberId: number;
  document: MemberDocumentKind;
  fileId: number;
  approvalNo: string | null;
};

/**
 * Who opened a document, as the member reads it: the role and job title, not the staff member's name. Opening
 * documents is the job of whoever holds the role; a name invites pressure on one employee, while the role tells
 * the member whether the access fits a purpose. The audit log keeps the staff id, so the cooperative can name the
 * person when a member asks formally.
 */
export function viewerOf(staff: { role: string; jobTitle: string | null }): string {
  const role = ROLE_LABELS[staff.role] ?? staff.role;
  // HC's job title is the role's own name ("Human Capital"): said once.
  return staff.jobTitle && !role.includes(staff.jobTitle) ? `${role} · ${staff.jobTitle}` : role;
}

const presentVersion = (version: ConsentVersion) => ({
  document: version.document,
  label: CONSENT_DOCUMENT_LABELS[version.document],
  version: version.version,
  publishedOn: version.publishedOn,
  changes: [...version.changes],
});

type AcceptanceRow = { document: string; version: string; acceptedAt: Date };

export function presentAcceptances(rows: readonly AcceptanceRow[]): ConsentStatus['accepted'] {
  return rows.map((row) => {
    const document = row.document as ConsentDocument;
    return {
      document,
      label: CONSENT_DOCUMENT_LABELS[document],
      version: row.version,
      acceptedAt: row.acceptedAt.toISOString(),
    };
  });
}

export function presentConsentStatus(
  current: readonly ConsentVersion[],
  pending: readonly ConsentVersion[],
  accepted: readonly AcceptanceRow[],
): ConsentStatus {
  return {
    current: current.map(presentVersion),
    pending: pending.map(presentVersion),
    hasAcceptedBefore: accepted.length > 0,
    accepted: presentAcceptances(accepted),
  };
}

/** The audit entry's own copy of what was opened and by which role (see recordDocumentView). */
function readViewDetails(after: unknown): { viewer: string; document: string; approvalNo: string | null } {
  const entry = (after ?? {}) as { viewer?: unknown; document?: unknown; approvalNo?: unknown };
  const kind = typeof entry.document === 'string' ? entry.document : '';
  return {
    viewer: typeof entry.viewer === 'string' ? entry.viewer : 'Petugas koperasi',
    document: MEMBER_DOCUMENT_LABELS[kind as MemberDocumentKind] ?? 'Dokumen',
    approvalNo: typeof entry.approvalNo === 'string' ? entry.approvalNo : null,
  };
}

export function presentDocumentViews(
  rows: readonly { id: number; after: unknown; createdAt: Date }[],
  total: number,
): DocumentViews {
  return {
    items: rows.map((row) => ({
      id: row.id,
      ...readViewDetails(row.after),
      viewedAt: row.createdAt.toISOString(),
    })),
    total,
  };
}
