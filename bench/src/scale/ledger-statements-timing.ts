/**
 * The SAK EP statements over a full year on a generated cooperative: writes the books of the year before, the year
 * and the current year to date (src/scale/ledger-entries.ts; set-based, at the volumes of 100,000 members) on a
 * copy of the template, then calls the chosen checkout's own ledger-reports.service.ts the way its routes do,
 * without HTTP around it: each statement as JSON (getFinancialPosition on 31 December, getOperatingResult,
 * getCashFlow, getEquityChanges over 1 January-31 December) and through exportLedgerReport as PDF and XLSX, every
 * call `--runs` times (rounds interleaved), median and max beside the machine's load. A statement whose JSON median
 * is over `--target-seconds` has the SQL it sent explained (EXPLAIN ANALYZE, BUFFERS; `--explain all` for every one).
 * The statements' calls, the table printed and the explaining are in ledger-statement-cells.ts.
 *
 *   npm run scale:ledger -w @kopkar/bench -- --template bench_tpl_100000_5b673975 [--api-dir /work/baseline/apps/api]
 *   options: --database-url URL (generated in place once, kept), --year YYYY (default last year), --runs 5,
 *            --target-seconds 2, --explain slow|all|none, --timeout-minutes 30, --figures FILE (the figures as JSON)
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { openSession, type SqlSession } from '../generate/sql-session';
import { loadDatabaseModules, loadLedgerReportServices, resolveApiDir } from '../support/api-modules';
import { isDeadlineChild, runChildWithDeadline } from '../support/deadline';
import { chooseDatabase, loadAverage } from '../support/scratch-database';
import { type GeneratedPeriod, generateLedger } from './ledger-entries';
import {
  type Cell,
  type Db,
  explainSlowCells,
  FORMATS,
  type Format,
  median,
  printCells,
  type Run,
  type Services,
  type StatementPlans,
  statementsOf,
} from './ledger-statement-cells';
import { installQueryRecorder } from './query-plans';

type LedgerFigures = {
  year: number;
  commit: string;
  rows: Record<string, number>;
  generated: GeneratedPeriod[] | null;
  load: { before: string; after?: string };
  cells?: { statement: string; format: Format; median: number; max: number; runs: Run[] }[];
  plans?: StatementPlans[];
};

const secondsSince = (since: number) => (performance.now() - since) / 1000;

function readOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      template: { type: 'string' },
      'api-dir': { type: 'string' },
      year: { type: 'string' },
      runs: { type: 'string', default: '5' },
      'target-seconds': { type: 'string', default: '2' },
      explain: { type: 'string', default: 'slow' },
      'timeout-minutes': { type: 'string', default: '30' },
      figures: { type: 'string' },
    },
  });
  if (!['slow', 'all', 'none'].includes(values.explain)) throw new Error('--explain is slow, all or none');
  return {
    ...values,
    apiDir: resolveApiDir(values['api-dir']),
    runs: Number(values.runs),
    targetSeconds: Number(values['target-seconds']),
    timeoutMinutes: Number(values['timeout-minutes']),
  };
}

/** The checkout's commit, `+` when its working tree has changes. */
function commitOf(apiDir: string) {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', apiDir, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? '+' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function countRows(session: SqlSession, year: number) {
  const [row] = await session.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM journal_entries) AS journal_entries,
            (SELECT count(*)::int FROM journal_lines) AS journal_lines,
            (SELECT count(*)::int FROM journal_entries WHERE entry_date BETWEEN $1::date AND $2::date)
              AS entries_in_year,
            (SELECT count(*)::int FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
              WHERE e.entry_date BETWEEN $1::date AND $2::date) AS lines_in_year,
            (SELECT (pg_total_relation_size('journal_lines') / 1048576)::int) AS journal_lines_mb,
            (SELECT (pg_total_relation_size('journal_entries') / 1048576)::int) AS journal_entries_mb`,
    [`${year}-01-01`, `${year}-12-31`],
  );
  return row ?? {};
}

/** One call of a cell, timed: the service call itself (PDF and XLSX: the whole export, rendering included). */
async function runOnce(services: Services, db: Db, cell: Cell): Promise<{ run: Run; detail: string }> {
  const load = loadavg()[0] ?? 0;
  const started = performance.now();
  if (cell.format === 'json') {
    const detail = await cell.statement.json(db);
    return { run: { seconds: secondsSince(started), load, bytes: 0 }, detail };
  }
  const file = await services.exportLedgerReport(db, cell.statement.request, cell.format);
  const run = { seconds: secondsSince(started), load, bytes: file.body.length };
  return { run, detail: `${file.fileName}, ${Math.round(run.bytes / 1024)} kB` };
}

/** The measurement itself, in the child process. */
async function measure(options: ReturnType<typeof readOptions>, databaseUrl: string) {
  const { apiDir } = options;
  // Before any connection exists: every client the API's pool makes then goes through the recorder.
  const recorder = installQueryRecorder(apiDir);
  const modules = await loadDatabaseModules(apiDir);
  const services = await loadLedgerReportServices(apiDir);
  const today = modules.domain.todayInJakarta();
  const year = options.year ? Number(options.year) : Number(today.slice(0, 4)) - 1;
  const figures: LedgerFigures = {
    year,
    commit: commitOf(apiDir),
    rows: {},
    generated: null,
    load: { before: loadAverage() },
  };
  const write = () => {
    if (options.figures) writeFileSync(options.figures, `${JSON.stringify(figures, null, 2)}\n`);
  };
  console.info(
    `API ${apiDir} at ${figures.commit}, year ${year}, today ${today}, load ${figures.load.before}`,
  );

  // The books, on a connection of its own without the API's 30-second statement limit (a COMMIT runs every
  // entry's balance trigger), then vacuumed and analysed as autovacuum would have left tables this size.
  const writer = await modules.openDatabase({ databaseUrl, poolSize: 1, statementTimeoutMs: 3_600_000 });
  try {
    const session = await openSession(writer);
    try {
      const started = performance.now();
      figures.generated = await generateLedger(session, { year, today });
      for (const period of figures.generated ?? [])
        console.info(
          `generated ${period.from}…${period.to}: ${period.entries} entries, ${period.lines} lines in ${period.seconds.toFixed(1)} s`,
        );
      if (!figures.generated) console.info('the books were generated before: measuring them as they are');
      const vacuumStarted = performance.now();
      await session.query('VACUUM (ANALYZE) journal_entries, journal_lines');
      console.info(
        `generation ${secondsSince(started).toFixed(1)} s (VACUUM ANALYZE ${secondsSince(vacuumStarted).toFixed(1)} s), load ${loadAverage()}`,
      );
      figures.rows = await countRows(session, year);
      console.info('rows:', JSON.stringify(figures.rows));
    } finally {
      session.release();
    }
  } finally {
    await writer.close();
  }
  write();

  // The API's own pool and statement limit.
  const handle = await modules.openDatabase({ databaseUrl });
  try {
    const statements = statementsOf(services, year);
    const cells: Cell[] = statements.flatMap((statement) =>
      FORMATS.map((format) => ({ statement, format, runs: [] })),
    );
    console.info(`\nmeasuring, ${options.runs} rounds of ${cells.length} calls, load ${loadAverage()}`);
    for (let round = 1; round <= options.runs; round += 1) {
      for (const cell of cells) {
        const { run, detail } = await runOnce(services, handle.db, cell);
        cell.runs.push(run);
        if (round === 1 || round === options.runs)
          console.info(
            `round ${round} ${cell.statement.name} ${cell.format}: ${run.seconds.toFixed(2)} s (${detail}), load ${run.load.toFixed(2)}`,
          );
      }
    }
    figures.load.after = loadAverage();
    figures.cells = cells.map((cell) => ({
      statement: cell.statement.name,
      format: cell.format,
      median: median(cell.runs.map((run) => run.seconds)),
      max: Math.max(...cell.runs.map((run) => run.seconds)),
      runs: cell.runs,
    }));
    write();
    printCells(cells, options.targetSeconds);
    console.info(`load after: ${figures.load.after}`);

    const plans = await explainSlowCells(cells, options, handle, recorder);
    if (plans) {
      figures.plans = plans;
      write();
    }
    console.info(
      `\npeak RSS of the measuring process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
    );
  } finally {
    await handle.close();
  }
}

async function main() {
  const options = readOptions();
  if (isDeadlineChild()) {
    await measure(options, process.env.BENCH_DATABASE_URL ?? '');
    return;
  }
  const database = chooseDatabase(
    { databaseUrl: options['database-url'], template: options.template },
    'ledger',
  );
  const started = performance.now();
  try {
    const code = await runChildWithDeadline(
      import.meta.filename,
      { BENCH_DATABASE_URL: database.url },
      options.timeoutMinutes,
    );
    if (code === null)
      console.info(
        `stopped at the ${options.timeoutMinutes}-minute limit after ${secondsSince(started).toFixed(0)} s, load ${loadAverage()}`,
      );
    process.exitCode = code ?? 2;
  } finally {
    database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
