/**
 * The API code a scale benchmark runs against, loaded from a chosen checkout's `apps/api` (`--api-dir` or
 * API_DIR; default this repository's). The same script can then measure a frozen "before" worktree and the
 * current code: each checkout brings its own migrations, seed, services and node_modules. Types come from
 * this repository's sources, so a script stops compiling when the API it was written against changes shape.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Argon2 from '@node-rs/argon2';
import type * as Client from '../../../apps/api/src/db/client';
import type * as Migrate from '../../../apps/api/src/db/migrate';
import type { staff } from '../../../apps/api/src/db/schema/index';
import type * as Domain from '../../../packages/domain/src/index';

export type DatabaseHandle = Client.DatabaseHandle;
type Database = Client.Database;

/** The demo seed's entry points, written out: its modules' types reach into the plugins (uploads, pictures). */
type SeedModule = {
  isDatabaseEmpty(db: Database): Promise<boolean>;
  seedDemoData(db: Database, options: { passwordHash: string; today?: string }): Promise<void>;
};
type StaffRow = typeof staff.$inferSelect;
type HrImportReport = Domain.HrImportReport;

/**
 * What the timings call, written out: importing the service modules' types would drag in the Fastify plugins,
 * whose type augmentations live in the app this package does not compile.
 */
type BackOfficeServices = {
  previewPayroll(db: Database, period: string, failedCsv?: string): Promise<object>;
  postPayroll(db: Database, staff: StaffRow, period: string, failedCsv?: string): Promise<object>;
  previewImport(db: Database, csv: string): Promise<HrImportReport>;
  applyImport(db: Database, actor: { kind: 'staff'; id: number }, csv: string): Promise<HrImportReport>;
  findStaffByUsername(db: Database, username: string): Promise<StaffRow | undefined>;
};

/** What the statement timings ask ledger-reports.service.ts's exportLedgerReport for. */
export type LedgerReportRequest =
  | { report: 'posisi-keuangan'; query: Domain.ReportDateQuery }
  | { report: 'hasil-usaha' | 'arus-kas' | 'perubahan-ekuitas'; query: Domain.ReportRangeQuery };

/** The SAK EP statements as ledger-reports.service.ts serves them, written out for the same reason. */
type LedgerReportServices = {
  getFinancialPosition(db: Database, query: Domain.ReportDateQuery): Promise<Domain.FinancialPosition>;
  getOperatingResult(db: Database, query: Domain.ReportRangeQuery): Promise<Domain.OperatingResult>;
  getCashFlow(db: Database, query: Domain.ReportRangeQuery): Promise<Domain.CashFlow>;
  getEquityChanges(db: Database, query: Domain.ReportRangeQuery): Promise<Domain.EquityChanges>;
  exportLedgerReport(
    db: Database,
    request: LedgerReportRequest,
    format: 'pdf' | 'xlsx',
  ): Promise<{ fileName: string; mime: string; body: Buffer }>;
};

/** This repository's API; `/work/baseline/apps/api` would be another checkout of it. */
export const defaultApiDir = resolve(import.meta.dirname, '../../../apps/api');

export function resolveApiDir(given?: string): string {
  return resolve(given ?? process.env.API_DIR ?? defaultApiDir);
}

/** The checkout's root (where its node_modules and `npm run start -w @kopkar/api` live). */
export const checkoutRootOf = (apiDir: string) => resolve(apiDir, '../..');

function importFrom<T>(apiDir: string, relative: string): Promise<T> {
  return import(pathToFileURL(join(apiDir, relative)).href) as Promise<T>;
}

/** Opening, migrating and seeding a database the way that checkout's server does, plus its domain rules. */
export async function loadDatabaseModules(apiDir: string) {
  const [client, migrate, seed, domain] = await Promise.all([
    importFrom<typeof Client>(apiDir, 'src/db/client.ts'),
    importFrom<typeof Migrate>(apiDir, 'src/db/migrate.ts'),
    importFrom<SeedModule>(apiDir, 'src/db/seed/index.ts'),
    importFrom<typeof Domain>(apiDir, '../../packages/domain/src/index.ts'),
  ]);
  // The checkout's own argon2, so the hash is what its login verifies.
  const argon2 = createRequire(join(apiDir, 'package.json'))('@node-rs/argon2') as typeof Argon2;
  return {
    openDatabase: client.openDatabase,
    runMigrations: migrate.runMigrations,
    isDatabaseEmpty: seed.isDatabaseEmpty,
    seedDemoData: seed.seedDemoData,
    hashPassword: (password: string) => argon2.hash(password),
    domain,
  };
}

export type DatabaseModules = Awaited<ReturnType<typeof loadDatabaseModules>>;

/** The back-office services the payroll and HR-import timings call directly, without HTTP around them. */
export async function loadBackOfficeServices(apiDir: string): Promise<BackOfficeServices> {
  const [payroll, hrImport, staffRepository] = await Promise.all([
    importFrom<Pick<BackOfficeServices, 'previewPayroll' | 'postPayroll'>>(
      apiDir,
      'src/modules/payroll/payroll.service.ts',
    ),
    importFrom<Pick<BackOfficeServices, 'previewImport' | 'applyImport'>>(
      apiDir,
      'src/modules/backoffice/hr-import.service.ts',
    ),
    importFrom<Pick<BackOfficeServices, 'findStaffByUsername'>>(
      apiDir,
      'src/modules/staff/staff.repository.ts',
    ),
  ]);
  return {
    previewPayroll: payroll.previewPayroll,
    postPayroll: payroll.postPayroll,
    previewImport: hrImport.previewImport,
    applyImport: hrImport.applyImport,
    findStaffByUsername: staffRepository.findStaffByUsername,
  };
}

/** The deduction instruction for HR as payroll-instruction.service.ts builds it (null for a checkout without it). */
type PayrollInstructionServices = {
  readPayrollInstruction(
    db: Database,
    period: string,
    query: { company?: string },
  ): Promise<{ lines: unknown[] }>;
  instructionCsv(instruction: { lines: unknown[] }): { body: string };
  instructionXlsx(instruction: { lines: unknown[] }): Promise<{ body: Buffer }>;
};

export async function loadPayrollInstructionServices(
  apiDir: string,
): Promise<PayrollInstructionServices | null> {
  const path = 'src/modules/payroll/payroll-instruction.service.ts';
  if (!existsSync(join(apiDir, path))) return null;
  return importFrom<PayrollInstructionServices>(apiDir, path);
}

/** HR's file of actual deductions as payroll-actual.service.ts previews and posts it (null for a checkout without it). */
type PayrollActualServices = {
  previewActualDeductions(
    db: Database,
    staff: object,
    period: string,
    request: { file: string },
  ): Promise<object>;
  postActualDeductions(
    db: Database,
    staff: object,
    period: string,
    request: { file: string },
  ): Promise<object>;
};

export async function loadPayrollActualServices(apiDir: string): Promise<PayrollActualServices | null> {
  const path = 'src/modules/payroll/payroll-actual.service.ts';
  if (!existsSync(join(apiDir, path))) return null;
  return importFrom<PayrollActualServices>(apiDir, path);
}

/** The ledger's statements (JSON) and their PDF and XLSX export, called directly like the back-office services. */
export function loadLedgerReportServices(apiDir: string): Promise<LedgerReportServices> {
  return importFrom<LedgerReportServices>(apiDir, 'src/modules/ledger/ledger-reports.service.ts');
}
