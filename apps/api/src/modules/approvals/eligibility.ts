import type { StaffRow } from '../../db/schema/index';
import type { ChainStep } from './approvals.repository';

/**
 * Who decides a chain step (docs/product/loans.md#approval-chain): HC staff decide step 1, an APPROVER decides the steps
 * named by their job title. Staff tied to a company decide only that company's applications.
 */
export function canDecideStep(staff: StaffRow, step: ChainStep): boolean {
  if (!staff.isActive) return false;
  if (staff.companyId !== null && staff.companyId !== step.companyId) return false;
  if (step.role === 'HC') return staff.role === 'HC';
  return staff.role === 'APPROVER' && staff.jobTitle === step.jobTitle;
}

/**
 * Who may open an application and its documents: its deciders (any step of its chain), FINANCE (funding and
 * settlement checks) and ADMIN.
 */
export function canViewApplication(staff: StaffRow, chain: readonly ChainStep[]): boolean {
  if (!staff.isActive) return false;
  if (staff.role === 'ADMIN' || staff.role === 'FINANCE') return true;
  return chain.some((step) => canDecideStep(staff, step));
}
