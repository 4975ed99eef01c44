import type { Tx } from '../../db/client';
import { approvalHistory } from '../../db/schema';
import type { ApplicationRow } from '../../db/schema/index';

/**
 * The member's own decision on an application (step 0: cancel, accept or decline an offer), written to the
 * approvals module's history (a module owns its tables, docs/conventions.md rule 18). A file of its own, not
 * approvals.service: that service calls the applications module, which calls this, so neither imports the other back.
 */
export async function insertApplicantDecision(
  tx: Tx,
  application: ApplicationRow,
  decision: { name: string; status: 'APV' | 'CNCL'; notes: string },
) {
  await tx.insert(approvalHistory).values({
    applicationId: application.id,
    stepNo: 0,
    round: application.round,
    decidedByName: decision.name,
    jobTitle: 'Pemohon',
    status: decision.status,
    notes: decision.notes,
  });
}
