import type { ReplaceChainRequest } from '@kopkar/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, approvalChainSteps, companies, members } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { conflict } from './backoffice-errors';
import type { Actor } from './backoffice-guard';
import { isInFlight } from './in-flight-applications';

type ChainStep = { stepNo: number; role: string; jobTitle: string };

const presentStep = ({ stepNo, role, jobTitle }: ChainStep) => ({ stepNo, role, jobTitle });

/** Every company with its ordered approval chain. */
export async function listCompaniesWithChains(db: Database) {
  const [companyRows, stepRows] = await Promise.all([
    db.select().from(companies).orderBy(asc(companies.code)),
    db
      .select()
      .from(approvalChainSteps)
      .orderBy(asc(approvalChainSteps.companyId), asc(approvalChainSteps.stepNo)),
  ]);
  return companyRows.map((company) => ({
    id: company.id,
    code: company.code,
    name: company.name,
    chain: stepRows.filter((step) => step.companyId === company.id).map(presentStep),
  }));
}

/**
 * Applications store only their current step number and the chain is read by step number when a step is
 * decided, so changing the chain under an application in flight would hand its next step to another job
 * title, or to a step that no longer exists. "A change applies to new applications only" is therefore kept
 * by refusing the change while any member of the company has an application in approval (NEW) or a
 * counter-offer waiting for the member's answer (accepting it moves to the chain's final step).
 */
async function countInFlight(tx: Pick<Database, 'select'>, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(applications)
    .innerJoin(members, eq(members.id, applications.memberId))
    .where(and(eq(members.companyId, companyId), isInFlight));
  return row?.total ?? 0;
}

/** PUT /admin/companies/{id}/chain: replaces the whole chain (HC, then 1–3 approver job titles). */
export async function replaceChain(
  db: Database,
  actor: Actor,
  companyId: number,
  input: ReplaceChainRequest,
) {
  return db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!company) throw notFound('Perusahaan tidak ditemukan');
    const inFlight = await countInFlight(tx, companyId);
    if (inFlight > 0) {
      throw conflict(
        `Rantai persetujuan tidak dapat diubah: masih ada ${inFlight} pengajuan dalam proses approval di perusahaan ini. Selesaikan pengajuan tersebut terlebih dahulu.`,
      );
    }
    const before = await tx
      .select()
      .from(approvalChainSteps)
      .where(eq(approvalChainSteps.companyId, companyId))
      .orderBy(asc(approvalChainSteps.stepNo));
    const steps = input.steps.map((step, index) => ({
      stepNo: index + 1,
      role: step.role,
      jobTitle: step.jobTitle,
    }));
    await tx.delete(approvalChainSteps).where(eq(approvalChainSteps.companyId, companyId));
    await tx.insert(approvalChainSteps).values(steps.map((step) => ({ ...step, companyId })));
    await recordAudit(tx, {
      actor,
      action: 'replace-approval-chain',
      entity: 'company',
      entityId: companyId,
      before: before.map(presentStep),
      after: steps,
    });
    return { id: company.id, code: company.code, name: company.name, chain: steps };
  });
}
