import { type HrImportRow, type HrImportRowResult, hrImportRowSchema } from '@kopkar/domain';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { companies, members } from '../../db/schema';
import type { CsvRecord, ParsedCsv } from './hr-import.parse';
import { findMembersInFlight } from './in-flight-applications';

type MemberRow = typeof members.$inferSelect;
/** Member columns an HR file may set. An empty cell leaves the column as it is. */
export type ImportedColumns = Partial<
  Pick<
    MemberRow,
    | 'name'
    | 'companyId'
    | 'email'
    | 'mobilePhone'
    | 'birthDate'
    | 'gender'
    | 'address'
    | 'jobGrade'
    | 'payrollAccountNo'
    | 'payrollAccountName'
    | 'joinDate'
    | 'employeeId'
  >
>;
export type PlannedRow = HrImportRowResult & {
  columns: ImportedColumns;
  memberId: number | null;
  /** Opening contribution balance in whole Rupiah, booked (source OPENING) only when the row creates the member. */
  openingContribution: number | null;
};

/** `saldo_awal_iuran`: whole Rupiah, digits only (an empty cell means none). */
const openingContributionSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'Saldo awal iuran harus berupa angka Rupiah tanpa titik atau koma')
  .transform(Number)
  .refine((amount) => amount > 0, 'Saldo awal iuran harus lebih dari 0');

function readOpeningContribution(record: CsvRecord) {
  const cell = record.values.openingContribution?.trim() ?? '';
  if (cell === '') return { amount: null, errors: [] };
  const parsed = openingContributionSchema.safeParse(cell);
  return parsed.success
    ? { amount: parsed.data, errors: [] }
    : {
        amount: null,
        errors: parsed.error.issues.map((issue) => ({ path: 'openingContribution', message: issue.message })),
      };
}

const NIK_CHUNK = 1000;

function toColumns(row: HrImportRow, companyId: number): ImportedColumns {
  const columns: ImportedColumns = {
    name: row.name,
    companyId,
    email: row.email,
    mobilePhone: row.phone,
    birthDate: row.birthDate,
    gender: row.gender,
    address: row.address,
    jobGrade: row.jobGrade,
    payrollAccountNo: row.payrollAccountNo,
    payrollAccountName: row.payrollAccountName,
    joinDate: row.joinDate,
    employeeId: row.employeeId,
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as ImportedColumns;
}

function validate(record: CsvRecord, columnCount: number) {
  const parsed = hrImportRowSchema.safeParse(record.values);
  const errors = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
  if (record.fieldCount !== columnCount) {
    errors.push({ path: 'row', message: `Jumlah kolom ${record.fieldCount}, seharusnya ${columnCount}` });
  }
  const opening = readOpeningContribution(record);
  errors.push(...opening.errors);
  return { row: parsed.success ? parsed.data : null, errors, openingContribution: opening.amount };
}

async function findMembersByNik(db: Pick<Database, 'select' | 'selectDistinct'>, niks: string[]) {
  const found = new Map<string, MemberRow>();
  for (let start = 0; start < niks.length; start += NIK_CHUNK) {
    const rows = await db
      .select()
      .from(members)
      .where(inArray(members.nik, niks.slice(start, start + NIK_CHUNK)));
    for (const row of rows) found.set(row.nik, row);
  }
  return found;
}

/**
 * Decides what each row would do, without writing: rejected (field errors, a NIK twice in the file, an
 * unknown company code), create (a new NIK), update (the fields that differ) or unchanged.
 */
export async function planImport(
  db: Pick<Database, 'select' | 'selectDistinct'>,
  parsed: ParsedCsv,
): Promise<PlannedRow[]> {
  const plan = await planRows(db, parsed);
  return refuseCompanyMovesInFlight(db, plan);
}

/**
 * A member whose application is still in approval keeps their company until it is decided: the approvals
 * module follows the chain of the member's current company, so a move would switch the application's chain.
 */
async function refuseCompanyMovesInFlight(
  db: Pick<Database, 'select' | 'selectDistinct'>,
  plan: PlannedRow[],
) {
  const moving = plan.filter((row) => row.outcome === 'update' && row.changes.includes('companyId'));
  const busy = await findMembersInFlight(
    db,
    moving.flatMap((row) => (row.memberId === null ? [] : [row.memberId])),
  );
  return plan.map((row): PlannedRow => {
    if (row.memberId === null || !busy.has(row.memberId) || !row.changes.includes('companyId')) return row;
    const message = 'Perusahaan tidak dapat diubah selama anggota memiliki pengajuan dalam proses approval';
    return { ...row, outcome: 'rejected', changes: [], errors: [{ path: 'company', message }] };
  });
}

/**
 * The `company` column names the company as HR writes it: its code (SJF) or its full name (PT Sejahtera Jaya
 * Finance), in any case and spacing. Codes win when a name happens to equal another company's code.
 */
function companyLookup(rows: readonly { id: number; code: string; name: string }[]) {
  const key = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();
  const byName = new Map(rows.map((company) => [key(company.name), company.id]));
  const byCode = new Map(rows.map((company) => [key(company.code), company.id]));
  return (text: string) => byCode.get(key(text)) ?? byName.get(key(text));
}

async function planRows(
  db: Pick<Database, 'select' | 'selectDistinct'>,
  parsed: ParsedCsv,
): Promise<PlannedRow[]> {
  const companyIdOf = companyLookup(await db.select().from(companies));
  const checked = parsed.records.map((record) => ({ record, ...validate(record, parsed.columnCount) }));

  const linesByNik = new Map<string, number[]>();
  for (const { record, row } of checked) {
    const nik = row?.nik ?? record.values.nik?.trim() ?? '';
    linesByNik.set(nik, [...(linesByNik.get(nik) ?? []), record.line]);
  }
  const validNiks = checked.flatMap(({ row }) => (row ? [row.nik] : []));
  const existing = await findMembersByNik(db, [...new Set(validNiks)]);

  return checked.map(({ record, row, errors, openingContribution }) => {
    const nik = row?.nik ?? record.values.nik?.trim() ?? '';
    const lines = linesByNik.get(nik) ?? [];
    if (nik && lines.length > 1) {
      errors.push({
        path: 'nik',
        message: `NIK ${nik} muncul lebih dari sekali (baris ${lines.join(', ')})`,
      });
    }
    const companyId = row ? companyIdOf(row.company) : undefined;
    if (row && companyId === undefined) {
      errors.push({
        path: 'company',
        message: `Perusahaan ${row.company} tidak dikenal: isi kode perusahaan (mis. SJF) atau nama lengkapnya`,
      });
    }
    // The opening balance starts a new member's ledger; for a member who exists it is not read again.
    const base = { line: record.line, nik, memberId: null, columns: {}, openingContribution: null };
    if (!row || companyId === undefined || errors.length > 0) {
      return { ...base, outcome: 'rejected' as const, changes: [], errors };
    }
    const columns = toColumns(row, companyId);
    const current = existing.get(nik);
    if (!current) {
      return { ...base, columns, openingContribution, outcome: 'create' as const, changes: [], errors: [] };
    }
    const changes = (Object.keys(columns) as (keyof ImportedColumns)[]).filter(
      (key) => columns[key] !== current[key],
    );
    const outcome = changes.length > 0 ? ('update' as const) : ('unchanged' as const);
    return { ...base, memberId: current.id, columns, outcome, changes, errors: [] };
  });
}
