import { z } from 'zod';
import { REPAYMENT_CHANNELS } from '../reminders';
import type { HrImportReport, StaffAccount } from './backoffice';
import { STAFF_ROLES } from './staff';
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
  /** How the member pays instalments; TRANSFER members get the instalment reminder. */
  repaymentChannel: z.enum(REPAYMENT_CHANNELS),
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

/**
 * GET /admin/audit-log: one entry, newest first. The actor by name: a member's name and NIK, a staff account's
 * name, username and role (null for the system, or an actor since erased).
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorKind: z.string(),
  actorId: z.number().int().nullable(),
  actorUsername: z.string().nullable(),
  actorName: z.string().nullable(),
  actorNik: z.string().nullable(),
  actorRole: z.enum(STAFF_ROLES).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = adminPageSchema(auditEntrySchema);

/** GET /admin/staff (and the account a create or update answers): never a password hash. */
export const staffAccountSchema: z.ZodType<StaffAccount> = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  jobTitle: z.string().nullable(),
  companyId: z.number().int().nullable(),
  memberId: z.number().int().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});

/** POST /admin/members/import/preview and /apply: what the file does (or did), row by row. */
export const hrImportReportSchema: z.ZodType<HrImportReport> = z.object({
  summary: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    rejected: z.number().int(),
  }),
  rows: z.array(
    z.object({
      line: z.number().int(),
      nik: z.string(),
      outcome: z.enum(['create', 'update', 'unchanged', 'rejected']),
      changes: z.array(z.string()),
      errors: z.array(z.object({ path: z.string(), message: z.string() })),
    }),
  ),
});

/** POST /admin/members/{id}/deactivate: the member is inactive from this moment. */
export const memberDeactivationReplySchema = z.object({
  id: z.number().int(),
  isActive: z.literal(false),
  resignedAt: z.string(),
});

/** POST /admin/members/{id}/reset-password: where the temporary password went. */
export const memberPasswordResetReplySchema = z.object({
  id: z.number().int(),
  emailedTo: z.string().nullable(),
});
