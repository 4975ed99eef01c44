import { z } from 'zod';
import { userSchema } from './user';

/**
 * Replies of the ADMIN (and HC/FINANCE member) pages of the back office (apps/api/src/modules/backoffice/). Money
 * is integer Rupiah, timestamps ISO 8601, dates `YYYY-MM-DD`.
 */

/** A page of a paginated admin list (`Page<T>` of backoffice.ts), pages from 1. */
export const adminPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

/** GET /admin/members: one row (members-admin.presenter.ts). */
export const adminMemberListItemSchema = z.object({
  id: z.number().int(),
  nik: z.string(),
  employeeId: z.string().nullable(),
  name: z.string(),
  companyId: z.number().int().nullable(),
  companyCode: z.string().nullable(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  jobGrade: z.string().nullable(),
  isActive: z.boolean(),
  resignedAt: z.string().nullable(),
});
export type AdminMemberListItem = z.infer<typeof adminMemberListItemSchema>;

export const adminMemberPageSchema = adminPageSchema(adminMemberListItemSchema);

export const adminMemberApplicationSchema = z.object({
  id: z.number().int(),
  approvalNo: z.string(),
  type: z.string(),
  status: z.string(),
  amount: z.number().int(),
  tenorMonths: z.number().int(),
  instalmentAmount: z.number().int(),
  currentStep: z.number().int().nullable(),
  submittedAt: z.string(),
  agreementNo: z.string().nullable(),
  agreementStatus: z.string().nullable(),
});
export type AdminMemberApplication = z.infer<typeof adminMemberApplicationSchema>;

export const adminMemberSettlementSchema = z.object({
  id: z.number().int(),
  agreementNo: z.string().nullable(),
  status: z.string(),
  plannedDate: z.string(),
  total: z.number().int(),
  requestedAt: z.string(),
});
export type AdminMemberSettlement = z.infer<typeof adminMemberSettlementSchema>;

/** GET /admin/members/{id}: profile, balances, loans and settlements. */
export const adminMemberDetailSchema = adminMemberListItemSchema.extend({
  birthDate: z.string().nullable(),
  gender: z.string().nullable(),
  address: z.string().nullable(),
  payrollAccountNo: z.string().nullable(),
  payrollAccountName: z.string().nullable(),
  joinDate: z.string().nullable(),
  contributionBalance: z.number().int(),
  maxLoan: z.number().int(),
  points: z.number().int(),
  profile: userSchema,
  applications: z.array(adminMemberApplicationSchema),
  settlements: z.array(adminMemberSettlementSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

export const chainStepRowSchema = z.object({
  stepNo: z.number().int(),
  role: z.string(),
  jobTitle: z.string(),
});
export type ChainStepRow = z.infer<typeof chainStepRowSchema>;

/** GET /admin/companies (and PUT .../chain): a company with its ordered approval chain. */
export const companyWithChainSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  chain: z.array(chainStepRowSchema),
});
export type CompanyWithChain = z.infer<typeof companyWithChainSchema>;

/** GET /admin/settings: one stored setting (value is JSON). */
export const settingRowSchema = z.object({
  key: z.string(),
  value: z.unknown(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type SettingRow = z.infer<typeof settingRowSchema>;

/** GET /admin/audit-log: one entry, newest first. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorKind: z.string(),
  actorId: z.number().int().nullable(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = adminPageSchema(auditEntrySchema);
