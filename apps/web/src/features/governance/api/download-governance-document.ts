import type { AdminGovernanceDocument } from '@kopkar/domain';
import { fetchDocument } from '@/lib/staff-documents';
import { GOVERNANCE_DOCUMENTS_PATH } from './get-staff-governance-documents';

/** Downloads a document's PDF with the staff token, to check what members will get. */
export async function downloadGovernanceDocument(document: AdminGovernanceDocument): Promise<void> {
  const blob = await fetchDocument(`/api/v1${GOVERNANCE_DOCUMENTS_PATH}/${document.id}/file`);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `dokumen-${document.id}.pdf`;
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
