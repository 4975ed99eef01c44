/**
 * The SAK EP statements over a full year on a generated cooperative: writes the books of the year before, the year
 * and the current year to date (src/scale/ledger-entries.ts; set-based, at the volumes of 100,000 members) on a
 * copy of the template, then calls the chosen checkout's own ledger-reports.service.ts the way its routes do,
 * without HTTP around it: each statement as JSON (getFinancialPosition on 31 December, getOperatingResult,
 * getCashFlow, getEquityChanges over 1 January-31 December) and through exportLedgerReport as PDF and XLSX, every
 * call `--runs` times (rounds interleaved), median and max beside the machine's load. A statement whose JSON median
 * is over `--target-seconds` has the SQL it sent explained (EXPLAIN ANALYZE, BUFFERS; `--explain all` for every one).
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
import {
  type LedgerReportRequest,
  loadDatabaseModules,
  loadLedgerReportServices,
  resolveApiDir,
} from '../support/api-modules';
import { isDeadlineChild, runChildWithDeadline } from '../support/deadline';
import { chooseDatabase, loadAverage } from '../support/scratch-database';
import { type GeneratedPeriod, generateLedger } from './ledger-entries';
import { explainQueries, installQueryRecorder, oneLine, type QueryPlan } from './query-plans';

const FORMATS = ['json', 'pdf', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];
type Services = Awaited<ReturnType<typeof loadLedgerReportServices>>;
type Db = Parameters<Services['getCashFlow']>[0];

type Statement = {
  name: string;
  request: LedgerReportRequest;
  /** The JSON the route answers, and a line of its figures (so a run that measured nothing shows). */
  json: (db: Db) => Promise<string>;
};
type Run = { seconds: number; load: number; bytes: number };
type Cell = { statement: Statement; format: Format; runs: Run[] };

type LedgerFigures = {
  year: number;
  commit: string;
  rows: Record<string, number>;
  generated: GeneratedPeriod[] | null;
  load: { before: string; after?: string };
  cells?: { statement: string; format: Format; median: number; max: number; runs: Run[] }[];
  plans?: { statement: string; queries: Omit<QueryPlan, 'values'>[] }[];
};

const secondsSince = (since: number) => (performance.now() - since) / 1000;
const rupiah = (value: number) => Math.round(value).toLocaleString('en-US');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

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

/** The four statements of `year`: posisi keuangan on 31 December, the other three over the whole year. */
function statementsOf(services: Services, year: number): Statement[] {
  const date = { date: `${year}-12-31` };
  const range = { from: `${year}-01-01`, to: `${year}-12-31` };
  return [
    {
      name: 'posisi keuangan',
      request: { report: 'posisi-keuangan', query: date },
      json: async (db) => {
        const result = await services.getFinancialPosition(db, date);
        return `jumlah aset ${rupiah(result.aset.total.current)} (${rupiah(result.aset.total.previous)}), balanced ${result.isBalanced}`;
      },
    },
    {
      name: 'hasil usaha',
      request: { report: 'hasil-usaha', query: range },
      json: async (db) => {
        const result = await services.getOperatingResult(db, range);
        return `pendapatan ${rupiah(result.totalPendapatan.current)}, SHU ${rupiah(result.shu.current)} (${rupiah(result.shu.previous)})`;
      },
    },
    {
      name: 'arus kas',
      request: { report: 'arus-kas', query: range },
      json: async (db) => {
        const result = await services.getCashFlow(db, range);
        return `kas awal ${rupiah(result.saldoAwal.current)}, kenaikan ${rupiah(result.kenaikanBersih.current)}, akhir ${rupiah(result.saldoAkhir.current)}`;
      },
    },
    {
      name: 'perubahan ekuitas',
      request: { report: 'perubahan-ekuitas', query: range },
      json: async (db) => {
        const result = await services.getEquityChanges(db, range);
        return `ekuitas ${rupiah(result.total.current.opening)} → ${rupiah(result.total.current.closing)}, hasil usaha ${rupiah(result.hasilUsaha.current)}`;
      },
    },
  ];
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

function printCells(cells: Cell[], targetSeconds: number) {
  console.info(`\n| statement | format | median s | max s | runs (s) | 1-min load | file |`);
  console.info('|---|---|---|---|---|---|---|');
  for (const cell of cells) {
    const seconds = cell.runs.map((run) => run.seconds);
    const loads = cell.runs.map((run) => run.load);
    const over = median(seconds) > targetSeconds ? ' (over target)' : '';
    const bytes = cell.runs[0]?.bytes ? `${Math.round((cell.runs[0]?.bytes ?? 0) / 1024)} kB` : '';
    console.info(
      `| ${cell.statement.name} | ${cell.format} | ${median(seconds).toFixed(2)}${over} | ${Math.max(...seconds).toFixed(2)} | ${seconds.map((each) => each.toFixed(2)).join(', ')} | ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)} | ${bytes} |`,
    );
  }
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

    const toExplain = cells.filter(
      (cell) =>
        cell.format === 'json' &&
        (options.explain === 'all' ||
          (options.explain === 'slow' &&
            median(cell.runs.map((run) => run.seconds)) > options.targetSeconds)),
    );
    if (toExplain.length > 0) {
      const session = await openSession(handle);
      try {
        figures.plans = [];
        for (const cell of toExplain) {
          const queries = await recorder.record(() => cell.statement.json(handle.db));
          if (queries.length === 0)
            throw new Error('no query recorded: the recorder wraps another pg module');
          const plans = await explainQueries(session, queries);
          figures.plans.push({
            statement: cell.statement.name,
            queries: plans.map(({ values: _values, ...plan }) => plan),
          });
          console.info(
            `\n${cell.statement.name}: ${plans.length} queries on the journal, EXPLAIN ANALYZE (load ${loadAverage()})`,
          );
          for (const plan of plans) {
            console.info(
              `\n  ${plan.executionMs.toFixed(0)} ms (planning ${plan.planningMs.toFixed(1)} ms), parameters ${JSON.stringify(plan.values)}: ${oneLine(plan.text)}`,
            );
            for (const line of plan.plan) console.info(`    ${line}`);
          }
        }
      } finally {
        session.release();
      }
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
