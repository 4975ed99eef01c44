import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../audit-actions';
import { JASA_SIMPANAN_MAX_RATE_PERCENT, NIK_PATTERN } from '../constants';
import {
  DOCUMENT_PHOTO_RETENTION_MAX_DAYS,
  DOCUMENT_PHOTO_RETENTION_MIN_DAYS,
  DOCUMENT_PHOTO_RETENTION_SETTING,
} from '../data-retention';
import { DOCUMENT_SIGNATORY_TEXT_MAX, documentNumberFormatSchema } from '../document-number';
import { POINT_ADJUSTMENT_MAX } from '../points';
import { newPasswordSchema } from './auth';
import { emailSchema, isoDateSchema, phoneSchema, recordIdNumberSchema, recordIdSchema } from './common';
import { ALLOCATION_ORDERS, CATCH_UP_RULES } from './payroll-actual';
import { shuAllocationSchema } from './shu';
import { STAFF_ROLES, staffUsernameSchema } from './staff';

/** Back-office list pages: page numbers from 1, at most this many rows a page. */
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
/** HR import: the CSV text at most this many characters (about 2 MB) and rows. */
export const HR_IMPORT_MAX_CHARS = 2_000_000;
export const HR_IMPORT_MAX_ROWS = 10_000;
/** Approver steps after HC in a company chain (docs/product/loans.md#approval-chain). */
export const CHAIN_APPROVER_STEPS_MIN = 1;
export const CHAIN_APPROVER_STEPS_MAX = 3;

const text = (max: number) => z.string().trim().min(1, 'Wajib diisi').max(max);

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

/* ---------- staff accounts ---------- */

export const createStaffRequestSchema = z.object({
  username: staffUsernameSchema,
  name: text(120),
  email: emailSchema.nullable().optional(),
  role: z.enum(STAFF_ROLES),
  jobTitle: text(120).nullable().optional(),
  companyId: recordIdNumberSchema.nullable().optional(),
  memberId: recordIdNumberSchema.nullable().optional(),
  password: newPasswordSchema,
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

export const updateStaffRequestSchema = z
  .object({
    name: text(120),
    email: emailSchema.nullable(),
    role: z.enum(STAFF_ROLES),
    jobTitle: text(120).nullable(),
    companyId: recordIdNumberSchema.nullable(),
    memberId: recordIdNumberSchema.nullable(),
  })
  .partial();
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

/** A staff account as ADMIN sees it: never a password hash. */
export type StaffAccount = {
  id: number;
  username: string;
  name: string;
  email: string | null;
  role: (typeof STAFF_ROLES)[number];
  jobTitle: string | null;
  companyId: number | null;
  memberId: number | null;
  isActive: boolean;
  createdAt: string;
};

/* ---------- members ---------- */

export const memberListQuerySchema = paginationQuerySchema.extend({
  /** Matches NIK, name, company code or company name. */
  q: z.string().trim().max(100).optional(),
  companyId: recordIdSchema.optional(),
  status: z.enum(['active', 'resigned', 'all']).default('all'),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const deactivateMemberRequestSchema = z
  .object({
    /** Resignation date; today when omitted. */
    resignedAt: isoDateSchema.optional(),
  })
  .default({});

/* ---------- HR import ---------- */

export const hrImportRequestSchema = z.object({
  csv: z.string().min(1, 'File CSV kosong').max(HR_IMPORT_MAX_CHARS, 'File CSV terlalu besar, maksimal 2 MB'),
});

/** Normalises `YYYY-MM-DD` or `DD-MM-YYYY` (also with `/`) to `YYYY-MM-DD`; null when not a calendar date. */
export function normaliseImportDate(value: string): string | null {
  const iso = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value);
  const local = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const isReal =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return isReal ? `${year}-${month}-${day}` : null;
}

/** An empty cell means "not given" (the current value is kept), never "erase". */
const optionalCell = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const importDateSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const normalised = normaliseImportDate(value);
    if (!normalised) {
      ctx.addIssue({ code: 'custom', message: 'Tanggal harus YYYY-MM-DD atau DD-MM-YYYY' });
      return z.NEVER;
    }
    return normalised;
  });

/** One employee row of the HR CSV after the header is mapped to these names. */
export const hrImportRowSchema = z.object({
  nik: z
    .string()
    .trim()
    .min(1, { message: 'NIK wajib diisi', abort: true })
    .regex(NIK_PATTERN, 'NIK harus berupa angka (4–20 digit)'),
  name: text(120),
  /** The company's code or its full name (the import page asks for either). */
  company: text(120),
  email: optionalCell(emailSchema),
  phone: optionalCell(phoneSchema),
  birthDate: optionalCell(importDateSchema),
  gender: optionalCell(
    z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(['L', 'P'], 'Jenis kelamin L atau P')),
  ),
  address: optionalCell(z.string().trim().max(500)),
  jobGrade: optionalCell(z.string().trim().max(20)),
  payrollAccountNo: optionalCell(
    z
      .string()
      .trim()
      .regex(/^\d{5,30}$/, 'Nomor rekening payroll hanya angka (5–30 digit)'),
  ),
  payrollAccountName: optionalCell(z.string().trim().max(120)),
  joinDate: optionalCell(importDateSchema),
  employeeId: optionalCell(z.string().trim().max(40)),
});
export type HrImportRow = z.infer<typeof hrImportRowSchema>;

export type HrImportOutcome = 'create' | 'update' | 'unchanged' | 'rejected';
export type HrImportRowResult = {
  /** Line number in the file (the header is line 1). */
  line: number;
  nik: string;
  outcome: HrImportOutcome;
  /** Fields that would change (update) or field errors (rejected). */
  changes: string[];
  errors: { path: string; message: string }[];
};
export type HrImportSummary = { created: number; updated: number; unchanged: number; rejected: number };
export type HrImportReport = { summary: HrImportSummary; rows: HrImportRowResult[] };

/* ---------- companies and approval chains ---------- */

const chainStepSchema = z.object({ role: z.enum(['HC', 'APPROVER']), jobTitle: text(120) });
export const replaceChainRequestSchema = z.object({
  steps: z
    .array(chainStepSchema)
    .min(1 + CHAIN_APPROVER_STEPS_MIN, 'Rantai persetujuan: HC lalu 1–3 approver')
    .max(1 + CHAIN_APPROVER_STEPS_MAX, 'Rantai persetujuan: HC lalu 1–3 approver')
    .refine(
      (steps) => steps.every((step, index) => (index === 0) === (step.role === 'HC')),
      'Langkah pertama harus HC, langkah berikutnya APPROVER',
    )
    .meta({ description: 'The first step is HC, every later step APPROVER (422 otherwise).' }),
});
export type ReplaceChainRequest = z.infer<typeof replaceChainRequestSchema>;

/* ---------- settings ---------- */
const nonNegative = z.number().nonnegative('Tidak boleh negatif');
const wholeNonNegative = z.number().int('Harus bilangan bulat').nonnegative('Tidak boleh negatif');
const percent = nonNegative.max(100, 'Maksimal 100');
const brandText = z.string().trim().min(1, 'Wajib diisi').max(300);
const signatoryText = brandText.max(
  DOCUMENT_SIGNATORY_TEXT_MAX,
  `Maksimal ${DOCUMENT_SIGNATORY_TEXT_MAX} karakter`,
);
const optionalUrl = z.url('Format URL tidak valid').max(500).nullable();

/** The value rules of every known setting key (docs/product/README.md and the brand of docs/architecture.md). */
export const SETTING_VALUE_SCHEMAS = {
  'loan.contributionMultiplier': nonNegative,
  'loan.maxAmount': wholeNonNegative,
  'funding.adminFeePercent': percent,
  'funding.ptaPercent': percent,
  'payroll.cutOffDay': z.number().int('Harus bilangan bulat').min(1).max(28, 'Tanggal cut-off 1–28'),
  'payroll.allocationOrder': z.enum(ALLOCATION_ORDERS, 'Urutan alokasi tidak dikenal'),
  'payroll.catchUpRule': z.enum(CATCH_UP_RULES, 'Aturan penagihan tunggakan tidak dikenal'),
  // At most what one staff grant may move: the payroll writes this figure into the points ledger for every
  // on-time instalment, and a larger one overflowed the ledger's integer (a 500 on posting the payroll).
  'points.perOnTimeInstalment': wholeNonNegative.max(
    POINT_ADJUSTMENT_MAX,
    'Maksimal 100.000 poin per angsuran',
  ),
  'contribution.amountByGrade': z.record(z.string().trim().min(1).max(20), wholeNonNegative),
  'savings.pokokAmount': wholeNonNegative,
  'savings.jasaRatePercent': nonNegative.max(
    JASA_SIMPANAN_MAX_RATE_PERCENT,
    'Jasa simpanan maksimal 9% setahun',
  ),
  'shu.allocation': shuAllocationSchema,
  [DOCUMENT_PHOTO_RETENTION_SETTING]: z
    .number()
    .int('Harus bilangan bulat')
    .min(DOCUMENT_PHOTO_RETENTION_MIN_DAYS, `Minimal ${DOCUMENT_PHOTO_RETENTION_MIN_DAYS} hari`)
    .max(DOCUMENT_PHOTO_RETENTION_MAX_DAYS, `Maksimal ${DOCUMENT_PHOTO_RETENTION_MAX_DAYS} hari`),
  'coop.name': brandText,
  'coop.shortName': brandText.max(40),
  'coop.brandColor': z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Warna harus kode hex #RRGGBB'),
  'coop.address': brandText,
  'coop.phone': z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, 'Nomor telepon hanya angka'),
  'coop.email': emailSchema,
  'coop.foundedYear': z.number().int().min(1900).max(2100),
  'coop.memberCount': wholeNonNegative,
  'coop.vaNumber': brandText.max(40),
  'coop.vaName': brandText,
  'coop.appStoreUrl': optionalUrl,
  'coop.playStoreUrl': optionalUrl,
  'coop.promoUrl': optionalUrl,
  'document.numberFormat': documentNumberFormatSchema,
  'document.signatoryName': signatoryText,
  'document.signatoryRole': signatoryText,
} as const satisfies Record<string, z.ZodType>;
export type SettingKey = keyof typeof SETTING_VALUE_SCHEMAS;
export const SETTING_KEYS = Object.keys(SETTING_VALUE_SCHEMAS) as [SettingKey, ...SettingKey[]];

export const settingKeyParamSchema = z.object({ key: z.enum(SETTING_KEYS, 'Pengaturan tidak dikenal') });
/**
 * PUT /admin/settings/{key} body. The value's rule depends on the key in the path, which JSON Schema cannot
 * express, so the document states it in words and the service checks it (a 422 whose message names the key).
 */
export const updateSettingRequestSchema = z.object({
  value: z.unknown().meta({
    description:
      'Checked against the rule of the key in the path: a number (amounts whole Rupiah, percentages 0–100), a ' +
      'string (names, colour #RRGGBB, phone digits, e-mail, document number format), a URL or null (store and ' +
      'promo links), an object grade → whole Rupiah (contribution.amountByGrade), or the SHU allocation in % ' +
      '(shu.allocation: cadangan, jasaModal, jasaUsaha, danaPengurus, danaKaryawan, danaPendidikan, danaSosial, ' +
      'each 0–100 with 2 decimals, adding up to 100). 422 names the key.',
  }),
});

/* ---------- audit log ---------- */

export const auditLogQuerySchema = paginationQuerySchema.extend({
  entity: z.enum(AUDIT_ENTITIES, 'Entitas tidak dikenal').optional(),
  action: z.enum(AUDIT_ACTIONS, 'Aksi tidak dikenal').optional(),
  actorKind: z.enum(['member', 'staff', 'system']).optional(),
  actorId: recordIdSchema.optional(),
  /** Inclusive dates, Asia/Jakarta calendar days. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** How the import report names a row's fields to the admin (the error paths are the row's field names). */
export const HR_IMPORT_FIELD_LABELS: Readonly<Record<string, string>> = {
  row: 'Baris',
  nik: 'NIK',
  name: 'Nama',
  company: 'Perusahaan',
  email: 'E-mail',
  phone: 'No. HP',
  birthDate: 'Tanggal lahir',
  gender: 'Jenis kelamin',
  address: 'Alamat',
  jobGrade: 'Golongan',
  payrollAccountNo: 'No. rekening payroll',
  payrollAccountName: 'Nama rekening payroll',
  joinDate: 'Tanggal masuk',
  employeeId: 'ID karyawan',
};
