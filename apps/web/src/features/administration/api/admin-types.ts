import type { User } from '@kopkar/domain';

/** GET /admin/members: one row (members-admin.presenter.ts). */
export type AdminMemberListItem = {
  id: number;
  nik: string;
  employeeId: string | null;
  name: string;
  companyId: number | null;
  companyCode: string | null;
  companyName: string | null;
  email: string | null;
  mobilePhone: string | null;
  jobGrade: string | null;
  isActive: boolean;
  resignedAt: string | null;
};

export type AdminMemberApplication = {
  id: number;
  approvalNo: string;
  type: string;
  status: string;
  amount: number;
  tenorMonths: number;
  instalmentAmount: number;
  currentStep: number | null;
  submittedAt: string;
  agreementNo: string | null;
  agreementStatus: string | null;
};

export type AdminMemberSettlement = {
  id: number;
  agreementNo: string | null;
  status: string;
  plannedDate: string;
  total: number;
  requestedAt: string;
};

/** GET /admin/members/{id}: profile, balances (integer Rupiah), loans and settlements. */
export type AdminMemberDetail = AdminMemberListItem & {
  birthDate: string | null;
  gender: string | null;
  address: string | null;
  payrollAccountNo: string | null;
  payrollAccountName: string | null;
  joinDate: string | null;
  contributionBalance: number;
  maxLoan: number;
  points: number;
  profile: User;
  applications: AdminMemberApplication[];
  settlements: AdminMemberSettlement[];
};

export type ChainStepRow = { stepNo: number; role: string; jobTitle: string };
/** GET /admin/companies: a company with its ordered approval chain. */
export type CompanyWithChain = { id: number; code: string; name: string; chain: ChainStepRow[] };

/** GET /admin/settings: one stored setting (value is JSON). */
export type SettingRow = { key: string; value: unknown; updatedAt: string; updatedBy: string | null };

/** GET /admin/audit-log: one entry, newest first. */
export type AuditEntry = {
  id: number;
  actorKind: string;
  actorId: number | null;
  actorUsername: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};
