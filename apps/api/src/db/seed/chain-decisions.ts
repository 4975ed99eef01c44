import { monthDay } from './dates';
import type { Decision } from './loan-builders';
import type { DemoMember, DemoMemberKey } from './members-data';
import type { DemoOrganisation } from './organisation';
import type { DemoProduct, DemoProductCode } from './products-data';

/** Who takes part in the demo loans, and the decisions the approval chains make. */
export type Parties = {
  members: Record<DemoMemberKey, DemoMember>;
  products: Record<DemoProductCode, DemoProduct>;
  staff: DemoOrganisation['staffIds'];
};

export const HC_OK = {
  checklist: true,
  recommendation: 'YES',
  note: 'Dokumen lengkap, masa kerja memenuhi syarat.',
} as const;

/** Every step of a chain approving, one day apart from `firstDay`. */
export function approvals(parties: Parties, titles: string[], firstDay: string): Decision[] {
  const staffByTitle: Record<string, { staffId: number; name: string }> = {
    'Human Capital': { staffId: parties.staff.hc, name: 'Rina Marlina' },
    'Atasan Langsung': { staffId: parties.staff.approver1, name: 'Agus Setiawan' },
    Manager: { staffId: parties.staff.approver2, name: 'Hendra Gunawan' },
    'Ketua Koperasi': { staffId: parties.staff.approver3, name: 'Bambang Sutrisno' },
  };
  return titles.map((jobTitle, index) => {
    const approver = staffByTitle[jobTitle] ?? {
      staffId: parties.staff.admin,
      name: 'Administrator Koperasi',
    };
    return {
      stepNo: index + 1,
      by: { ...approver, jobTitle },
      status: 'APV',
      notes: index === 0 ? HC_OK.note : 'Disetujui.',
      on: monthDay(firstDay, 0, Number(firstDay.slice(8)) + index),
    };
  });
}

/** SJF: HC and two approvers, so a counter-offer is made and re-decided at the third step (docs/product/loans.md#loan-statuses). */
export const FINANCE_CHAIN = ['Human Capital', 'Atasan Langsung', 'Manager'];
/** SJM: HC and three approvers, the longest chain the portal shows. */
export const MULTIFINANCE_CHAIN = ['Human Capital', 'Atasan Langsung', 'Manager', 'Ketua Koperasi'];
