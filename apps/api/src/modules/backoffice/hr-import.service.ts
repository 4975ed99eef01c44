import { randomBytes } from 'node:crypto';
import {
  type HrImportReport,
  type HrImportRowResult,
  type HrImportSummary,
  todayInJakarta,
} from '@kopkar/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contributions, members } from '../../db/schema';
import { recordAudit } from '../../plugins/audit';
import type { Tx } from '../agreements/agreements.repository';
import { hashPassword } from '../auth/passwords';
import type { Actor } from './backoffice-guard';
import { parseEmployeeCsv } from './hr-import.parse';
import { type PlannedRow, planImport } from './hr-import.plan';

const INSERT_CHUNK = 500;
/** argon2 runs on libuv's thread pool; a few at a time keeps the event loop and other requests moving. */
const HASH_PARALLELISM = 4;

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
 * New members get a random password nobody knows (they set their own through "lupa password"). Hashing is
 * CPU work, so it happens before the transaction opens.
 */
async function hashInitialPasswords(count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let start = 0; start < count; start += HASH_PARALLELISM) {
    const batch = Math.min(HASH_PARALLELISM, count - start);
    const next = Array.from({ length: batch }, () => hashPassword(randomBytes(24).toString('base64url')));
    hashes.push(...(await Promise.all(next)));
  }
  return hashes;
}

/** A new member's opening contribution balance (saldo awal iuran wajib) as one OPENING ledger entry. */
async function bookOpeningContributions(tx: Tx, rows: PlannedRow[], created: { id: number; nik: string }[]) {
  const idByNik = new Map(created.map((member) => [member.nik, member.id]));
  const period = todayInJakarta().slice(0, 7);
  const entries = rows.flatMap((row) => {
    const memberId = idByNik.get(row.nik);
    return row.openingContribution && memberId
      ? [
          {
            memberId,
            period,
            amount: row.openingContribution,
            source: 'OPENING',
            note: 'Saldo awal impor HR',
          },
        ]
      : [];
  });
  if (entries.length > 0) await tx.insert(contributions).values(entries);
}

const countCreates = (plan: PlannedRow[]) => plan.filter((row) => row.outcome === 'create').length;

/**
 * POST /admin/members/import/apply: the plan is made again inside one transaction (under an advisory lock, so
 * two imports never interleave) and applied whole: every valid row or, on any failure, none. Rejected rows
 * are skipped and reported. Importing the same file again finds every row unchanged.
 */
export async function applyImport(db: Database, actor: Actor, csv: string): Promise<HrImportReport> {
  const parsed = parseEmployeeCsv(csv);
  const hashes = await hashInitialPasswords(countCreates(await planImport(db, parsed)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kopkar:hr-import'))`);
    const plan = await planImport(tx, parsed);
    // Another import may have created some of these members meanwhile; never fewer hashes than creates.
    hashes.push(...(await hashInitialPasswords(Math.max(0, countCreates(plan) - hashes.length))));
    const creates = plan.filter((row) => row.outcome === 'create');
    for (let start = 0; start < creates.length; start += INSERT_CHUNK) {
      const chunk = creates.slice(start, start + INSERT_CHUNK);
      const created = await tx
        .insert(members)
        .values(
          chunk.map((row, index) => ({
            ...row.columns,
            nik: row.nik,
            name: row.columns.name ?? row.nik,
            companyId: row.columns.companyId ?? 0,
            employeeId: row.columns.employeeId ?? row.nik,
            passwordHash: hashes[start + index] ?? '',
          })),
        )
        .returning({ id: members.id, nik: members.nik });
      await bookOpeningContributions(tx, chunk, created);
    }
    for (const row of plan) {
      if (row.outcome !== 'update' || row.memberId === null) continue;
      await tx
        .update(members)
        .set({ ...row.columns, updatedAt: sql`now()` })
        .where(eq(members.id, row.memberId));
    }
    const report = toReport(plan);
    await recordAudit(tx, {
      actor,
      action: 'import-members',
      entity: 'member',
      entityId: null,
      after: {
        summary: report.summary,
        created: creates.map((row) => row.nik),
        updated: plan.filter((row) => row.outcome === 'update').map((row) => row.nik),
      },
    });
    return report;
  });
}
