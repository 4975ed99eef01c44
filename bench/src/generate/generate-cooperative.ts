/**
 * Fills a database with a cooperative of a given size for the scale benchmarks: it migrates and seeds
 * the demo data with the chosen checkout's own code (staff accounts, settings, products stay as the demo has
 * them), then adds `--members` generated members with their loans in every status, amortisation rows, settlements,
 * contributions (simpanan wajib), simpanan pokok and sukarela with their requests, payroll periods, notifications,
 * points and coupons (SHU stays unposted). Every generated member signs in with the demo password. Seeded
 * (`--seed`), so two runs of one size give the same data.
 *
 *   npm run generate -w @kopkar/bench -- --members 5000 --database-url postgres://postgres@127.0.0.1:5432/bench_5k
 *   npm run generate -w @kopkar/bench -- --members 500 --data-dir /tmp/kopkar-500      (PGlite)
 */
import { type DatabaseHandle, type DatabaseModules, loadDatabaseModules } from '../support/api-modules';
import { emptyBatch, flushBatch } from './batch';
import {
  deferIndexes,
  endLoading,
  findOrphans,
  LOADED_TABLES,
  restoreIndexes,
  tuneSessionForLoading,
} from './bulk-load';
import { dayOf, monthIndexOf } from './dates';
import {
  advanceSequences,
  createTemporaryTables,
  summarisePostedPeriods,
  writeContributions,
  writeCoupons,
  writeInstalments,
  writePayrollPeriods,
  writePoints,
} from './ledgers';
import { tellLoanStory } from './loan-story';
import { addMember, generatedNik } from './members';
import { type GeneratorOptions, readOptions } from './options';
import { createRandom, deriveSeed } from './random';
import { readReferenceData } from './reference-data';
import { tellSavingsStory } from './savings';
import { findSavingsMismatches } from './savings-check';
import { createScheduleCache } from './schedules';
import { openSession, type SqlSession } from './sql-session';
import type { Calendar, StoryContext } from './story-context';
import { countDueRows, countRows } from './summary';

/** The demo password (README "Demo accounts"), shared by every generated member. */
const DEMO_PASSWORD = 'Koperasi123!';

/** Six hours: no statement of a generation should be cut short (0 would make pg's client-side timeout 5 s). */
const LOADING_STATEMENT_TIMEOUT_MS = 6 * 3600_000;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.info(`  ${label}: ${seconds(started)} s`);
  return result;
}

/** Migrations and, on an empty database, the demo seed: what the checkout's server does at its first start. */
async function prepareDatabase(modules: DatabaseModules, handle: DatabaseHandle, passwordHash: string) {
  await modules.runMigrations(handle);
  if (await modules.isDatabaseEmpty(handle.db)) await modules.seedDemoData(handle.db, { passwordHash });
}

function calendarOf(today: string, historyMonths: number, cutOffDay: number): Calendar {
  const current = monthIndexOf(today);
  return { today, current, windowStart: current - historyMonths, currentCutOff: dayOf(current, cutOffDay) };
}

async function buildContext(session: SqlSession, modules: DatabaseModules, options: GeneratorOptions) {
  const [clash] = await session.query('SELECT 1 FROM members WHERE nik = $1', [generatedNik(0)]);
  if (clash)
    throw new Error(`members from NIK ${generatedNik(0)} exist already: generate into a fresh database`);
  const reference = await readReferenceData(session);
  const finance = reference.staff.find((member) => member.role === 'FINANCE');
  if (!finance) throw new Error('no FINANCE staff account to fund loans and post payroll');
  const today = options.today ?? modules.domain.todayInJakarta();
  const { applications, agreements, settlements, files } = reference.maxIds;
  const deposits = reference.maxIds.savings_deposits;
  const withdrawals = reference.maxIds.savings_withdrawals;
  const context: StoryContext = {
    random: createRandom(options.seed),
    savingsRandom: createRandom(deriveSeed(options.seed, 'savings')),
    domain: modules.domain,
    reference,
    schedules: createScheduleCache(modules.domain),
    calendar: calendarOf(today, options.historyMonths, reference.settings.cutOffDay),
    ids: { applications, agreements, settlements, files, deposits, withdrawals },
    batch: emptyBatch(),
    finance,
  };
  return context;
}

async function writeMembersAndLoans(
  session: SqlSession,
  ctx: StoryContext,
  options: GeneratorOptions,
  hash: string,
) {
  const firstId = ctx.reference.maxIds.members + 1;
  let writing: Promise<void> = Promise.resolve();
  for (let start = 0; start < options.members; start += options.batchSize) {
    ctx.batch = emptyBatch();
    const end = Math.min(options.members, start + options.batchSize);
    for (let index = start; index < end; index += 1) {
      const member = addMember(ctx, index, firstId, hash);
      tellLoanStory(ctx, member.facts, member.joinDate);
      tellSavingsStory(ctx, member);
    }
    // The database writes one batch while the next is being told: JavaScript and PostgreSQL each keep a core busy.
    await writing;
    const batch = ctx.batch;
    writing = flushBatch(session, batch, ctx.schedules).then(() => {
      if (end % (options.batchSize * 10) === 0 || end === options.members) {
        console.info(`  members ${end}/${options.members}: ${ctx.ids.applications} applications so far`);
      }
    });
  }
  await writing;
}

async function writeLedgers(session: SqlSession, ctx: StoryContext) {
  const { reference, calendar, finance } = ctx;
  await timed('instalments', () => writeInstalments(session, reference));
  await timed('payroll periods', () => writePayrollPeriods(session, calendar, reference, finance.id));
  await timed('contributions', () => writeContributions(session, calendar));
  await timed('points', () => writePoints(session, reference, calendar));
  await timed('coupons', () => writeCoupons(session, calendar));
  await timed('payroll summaries', () => summarisePostedPeriods(session, reference, calendar));
  await advanceSequences(session, reference.idTables);
}

async function checkForeignKeys(session: SqlSession) {
  const orphans = await timed('foreign keys checked', () => findOrphans(session, LOADED_TABLES));
  if (orphans.length > 0) throw new Error(`rows without their parent: ${orphans.join('; ')}`);
}

async function checkSavings(session: SqlSession, ctx: StoryContext) {
  if (!ctx.reference.hasSavings) return;
  const mismatches = await timed('savings ledger checked', () => findSavingsMismatches(session));
  if (mismatches.length > 0) throw new Error(`savings that do not add up: ${mismatches.join('; ')}`);
}

async function report(session: SqlSession, ctx: StoryContext, started: number) {
  console.info(`\nGenerated cooperative (today ${ctx.calendar.today}), ${seconds(started)} s in all:`);
  for (const { table, rows, by } of await countRows(session)) {
    console.info(`  ${table.padEnd(18)} ${String(rows).padStart(10)}${by ? `  (${by})` : ''}`);
  }
  const due = await countDueRows(session, ctx.calendar.currentCutOff);
  console.info(
    `Posting ${ctx.calendar.today.slice(0, 7)} (cut-off ${ctx.calendar.currentCutOff}) would pay ${due.rows} rows of ${due.loans} loans of ${due.members} members.`,
  );
  console.info(`Every generated member (NIK ${generatedNik(0)} on) signs in with ${DEMO_PASSWORD}.`);
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const started = performance.now();
  const modules = await loadDatabaseModules(options.apiDir);
  const where = options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: options.dataDir };
  // The API's pool gives up on a statement after 30 s; filling the big tables at 100,000 members takes
  // longer per statement. A checkout from before that option ignores it.
  const handle = await modules.openDatabase({ ...where, statementTimeoutMs: LOADING_STATEMENT_TIMEOUT_MS });
  try {
    // One hash for everyone: hashing per member would cost minutes, and the password is public anyway.
    const hash = await modules.hashPassword(DEMO_PASSWORD);
    await timed('migrations + demo seed', () => prepareDatabase(modules, handle, hash));
    const session = await openSession(handle);
    try {
      const ctx = await buildContext(session, modules, options);
      await createTemporaryTables(session);
      await tuneSessionForLoading(session);
      const deferred = await deferIndexes(session, LOADED_TABLES);
      try {
        await timed('members, applications, agreements, settlements, savings, notifications', () =>
          writeMembersAndLoans(session, ctx, options, hash),
        );
        await writeLedgers(session, ctx);
      } finally {
        await timed(`indexes (${deferred.length})`, () => restoreIndexes(session, deferred));
      }
      await endLoading(session);
      await checkForeignKeys(session);
      // Statistics first: without them the savings check's joins ran as nested loops (over 10 minutes at 100,000
      // members instead of seconds).
      await timed('analyze', () => session.query('ANALYZE'));
      await checkSavings(session, ctx);
      await report(session, ctx, started);
    } finally {
      session.release();
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
