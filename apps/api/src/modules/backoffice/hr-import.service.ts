import {
  DEFAULT_SIMPANAN_POKOK,
  type HrImportReport,
  type HrImportRowResult,
  type HrImportSummary,
  openingContributionPosting,
  pokokDepositPosting,
  todayInJakarta,
} from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { recordAudit } from '../../plugins/audit';
import { postEntry } from '../ledger/ledger.service';
import { getNumberSetting } from '../settings/settings.service';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import type { Actor } from './backoffice-guard';
import { parseEmployeeCsv } from './hr-import.parse';
import { type PlannedRow, planImport } from './hr-import.plan';
import { insertNewMembers, updateMembers } from './hr-import.repository';

/**
 * The new members' simpanan pokok (paid into the bank) and carried-over wajib balances, as two entries of the
 * import's transaction (docs/decisions/0023-general-ledger.md).
 */
async function postJoiningEntries(tx: Tx, creates: PlannedRow[], pokokAmount: number, actor: string) {
  const entry = { date: todayInJakarta(), source: 'pokok' as const, actor };
  const pokok = pokokAmount * creates.length;
  if (pokok > 0) {
    await postEntry(tx, {
      ...entry,
      description: `Simpanan pokok ${creates.length} anggota baru (impor HR)`,
      lines: pokokDepositPosting(pokok),
    });
  }
  const opening = creates.reduce((sum, row) => sum + (row.openingContribution ?? 0), 0);
  if (opening > 0) {
    await postEntry(tx, {
      ...entry,
      source: 'opening',
      description: 'Saldo awal simpanan wajib anggota baru (impor HR)',
      lines: openingContributionPosting(opening),
    });
  }
}

/**
 * What an apply did, plus the NIKs of new members the file gave no e-mail: they cannot receive the OTP that
 * activates an account, so the reply tells the ADMIN how they get in (e-mail through a new import, then the
 * back office's password reset or the member's own Lupa Password).
 */
export type AppliedImport = HrImportReport & { createdWithoutEmail: string[] };

function toReport(plan: PlannedRow[]): HrImportReport {
  const summary: HrImportSummary = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
  const counter = {
    create: 'created',
    update: 'updated',
    unchanged: 'unchanged',
    rejected: 'rejected',
  } as const;
  const rows: HrImportRowResult[] = plan.map(({ line, nik, outcome, changes, errors }) => {
    summary[counter[outcome]] += 1;
    return { line, nik, outcome, changes, errors };
  });
  return { summary, rows };
}

/** POST /admin/members/import/preview: what the file would do, row by row; writes nothing. */
export async function previewImport(db: Database, csv: string): Promise<HrImportReport> {
  return toReport(await planImport(db, parseEmployeeCsv(csv)));
}

/**
 * POST /admin/members/import/apply: the plan is made inside one transaction (under an advisory lock, so
 * two imports never interleave) and applied whole: every valid row or, on any failure, none. Rejected rows
 * are skipped and reported. Importing the same file again finds every row unchanged. The writes are set-based
 * (multi-row inserts, one UPDATE for every changed member) and new members get no password hash, so the time
 * grows with the file's size in statements of hundreds of rows, not in per-row work.
 */
export async function applyImport(db: Database, actor: Actor, csv: string): Promise<AppliedImport> {
  const parsed = parseEmployeeCsv(csv);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kopkar:hr-import'))`);
    const plan = await planImport(tx, parsed);
    const creates = plan.filter((row) => row.outcome === 'create');
    const updates = plan.filter((row) => row.outcome === 'update');
    // The file sets payroll accounts and job grades (where payouts go, what is deducted): not on one's own row.
    await refuseOwnDecision(tx, actor.id, 'membership', (linked) =>
      updates.some((row) => row.memberId === linked),
    );
    // Simpanan pokok is paid once on joining (docs/product/savings.md): booked with the new member.
    const pokokAmount = await getNumberSetting(tx, 'savings.pokokAmount', DEFAULT_SIMPANAN_POKOK);
    await insertNewMembers(tx, creates, pokokAmount);
    await postJoiningEntries(tx, creates, pokokAmount, `staff:${actor.id}`);
    await updateMembers(tx, updates);
    const createdWithoutEmail = creates.filter((row) => !row.columns.email).map((row) => row.nik);
    const report = toReport(plan);
    await recordAudit(tx, {
      actor,
      action: 'import-members',
      entity: 'member',
      entityId: null,
      after: {
        summary: report.summary,
        created: creates.map((row) => row.nik),
        updated: updates.map((row) => row.nik),
        createdWithoutEmail,
        simpananPokok: creates.length > 0 ? pokokAmount : 0,
      },
    });
    return { ...report, createdWithoutEmail };
  });
}
