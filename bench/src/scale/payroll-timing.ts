/**
 * Payroll time on a generated cooperative, calling the chosen checkout's own service functions the way its routes
 * do, without HTTP around them: the deduction instruction (CSV and XLSX), then HR's file of actual deductions made
 * from it (actual-file.ts) previewed and posted as the demo FINANCE account; a checkout without that file import
 * previews and posts the period as instructed (previewPayroll, postPayroll). Posting changes the data, so give a template: each run posts on a fresh copy of it.
 *
 *   npm run scale:payroll -w @kopkar/bench -- --template bench_tpl_5k [--api-dir /work/baseline/apps/api]
 *   options: --database-url URL (posts in place), --period YYYY-MM (default this month), --timeout-minutes 15,
 *            --figures FILE (the figures as JSON too)
 */
import { parseArgs } from 'node:util';
import { dayOf, monthIndexOf } from '../generate/dates';
import { openSession } from '../generate/sql-session';
import { countDueRows } from '../generate/summary';
import {
  type DatabaseHandle,
  loadBackOfficeServices,
  loadDatabaseModules,
  loadPayrollActualServices,
  loadPayrollInstructionServices,
  resolveApiDir,
} from '../support/api-modules';
import { isDeadlineChild, runChildWithDeadline } from '../support/deadline';
import { chooseDatabase, loadAverage } from '../support/scratch-database';
import { actualFileFrom } from './actual-file';
import { markStopped, type PayrollFigures, type StepFigure, writeFigures } from './figures';

type PayrollSummary = {
  instalments?: { count: number };
  contributions?: { count: number };
  finishingLoans?: string[];
  alreadyPosted?: boolean;
};

const secondsSince = (since: number) => (performance.now() - since) / 1000;
const elapsed = (since: number) => `${secondsSince(since).toFixed(2)} s`;
const describe = (summary: PayrollSummary) =>
  `${summary.instalments?.count} rows, ${summary.contributions?.count} contributions, ${summary.finishingLoans?.length} loans finishing${summary.alreadyPosted ? ' (already posted)' : ''}`;

const describeActual = (result: object) => {
  const report = result as { exceptionCount: number; shortfall: number; summary: PayrollSummary };
  return `${report.exceptionCount} exceptions, shortfall Rp ${report.shortfall}; ${describe(report.summary)}`;
};

const describeFile = (result: object) => {
  const { lines, bytes } = result as { lines: number; bytes: number };
  return `${lines} lines, ${(bytes / 1_000_000).toFixed(1)} MB`;
};

function readOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      template: { type: 'string' },
      'api-dir': { type: 'string' },
      period: { type: 'string' },
      'timeout-minutes': { type: 'string', default: '15' },
      figures: { type: 'string' },
    },
  });
  return {
    ...values,
    apiDir: resolveApiDir(values['api-dir']),
    timeoutMinutes: Number(values['timeout-minutes']),
  };
}

/** What the period's posting has to do: active members and the rows due by its cut-off. */
async function describeWork(handle: DatabaseHandle, period: string) {
  const session = await openSession(handle);
  try {
    const [setting] = await session.query<{ day: number }>(
      `SELECT coalesce((SELECT (value #>> '{}')::int FROM settings WHERE key = 'payroll.cutOffDay'), 25) AS day`,
    );
    const due = await countDueRows(session, dayOf(monthIndexOf(`${period}-01`), setting?.day ?? 25));
    const [members] = await session.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM members WHERE is_active',
    );
    return `${members?.n} active members, ${due.rows} rows due (${due.loans} loans of ${due.members} members)`;
  } finally {
    session.release();
  }
}

/** The first line of an error and of its cause: a failed query's message carries the whole SQL text. */
function summariseError(error: unknown): string {
  const firstLine = (value: unknown) =>
    (value instanceof Error ? value.message : String(value)).split('\n')[0]?.slice(0, 160);
  const cause = error instanceof Error && error.cause ? `; cause: ${firstLine(error.cause)}` : '';
  return `${firstLine(error)}${cause}`;
}

/** Times one service call; a failure is a figure too (how long until it failed, and why). */
async function timeStep(
  label: string,
  call: () => Promise<object>,
  detailOf: (result: object) => string = (result) => describe(result as PayrollSummary),
): Promise<StepFigure> {
  const started = performance.now();
  let figure: StepFigure;
  try {
    const result = await call();
    figure = { seconds: secondsSince(started), isOk: true, detail: detailOf(result), load: loadAverage() };
    console.info(`${label}: ${elapsed(started)} (${figure.detail}), load ${figure.load}`);
  } catch (error) {
    figure = {
      seconds: secondsSince(started),
      isOk: false,
      detail: summariseError(error),
      load: loadAverage(),
    };
    console.info(`${label}: failed after ${elapsed(started)}: ${figure.detail}, load ${figure.load}`);
  }
  return figure;
}

/** The measurement itself, in the child process. */
async function measure(
  apiDir: string,
  databaseUrl: string,
  requestedPeriod: string | undefined,
  figuresFile: string | undefined,
) {
  const modules = await loadDatabaseModules(apiDir);
  const services = await loadBackOfficeServices(apiDir);
  const handle = await modules.openDatabase({ databaseUrl });
  try {
    const period = requestedPeriod ?? modules.domain.todayInJakarta().slice(0, 7);
    const finance = await services.findStaffByUsername(handle.db, 'finance');
    if (!finance) throw new Error('no demo FINANCE account "finance" in this database');
    const work = await describeWork(handle, period);
    console.info(`API ${apiDir}, period ${period}: ${work}`);
    console.info(`load before: ${loadAverage()}`);
    // Written after each step, so a run stopped at its deadline keeps what was measured before.
    const figures: PayrollFigures = { period, work };
    const instruction = await loadPayrollInstructionServices(apiDir);
    if (instruction) {
      // The whole group's instruction, read from the database and written out, as its route does.
      figures.instructionCsv = await timeStep(
        'instruction csv ',
        async () => {
          const read = await instruction.readPayrollInstruction(handle.db, period, {});
          return { lines: read.lines.length, bytes: instruction.instructionCsv(read).body.length };
        },
        describeFile,
      );
      figures.instructionXlsx = await timeStep(
        'instruction xlsx',
        async () => {
          const read = await instruction.readPayrollInstruction(handle.db, period, {});
          return { lines: read.lines.length, bytes: (await instruction.instructionXlsx(read)).body.length };
        },
        describeFile,
      );
      writeFigures(figuresFile, figures);
    }
    const actual = instruction && (await loadPayrollActualServices(apiDir));
    if (instruction && actual) {
      // The usual posting now: HR's file of what was deducted, made from the (frozen) instruction.
      const file = actualFileFrom(
        period,
        (await instruction.readPayrollInstruction(handle.db, period, {})).lines,
      );
      figures.actualFile = `${file.employees} employees (${file.partial} partial, ${file.none} nothing), ${(file.bytes / 1_000_000).toFixed(1)} MB CSV`;
      console.info(`HR file: ${figures.actualFile}`);
      const request = { file: file.base64 };
      figures.actualPreview = await timeStep(
        'HR file preview',
        () => actual.previewActualDeductions(handle.db, finance, period, request),
        describeActual,
      );
      writeFigures(figuresFile, figures);
      figures.actualPost = await timeStep(
        'HR file post   ',
        () => actual.postActualDeductions(handle.db, finance, period, request),
        describeActual,
      );
      writeFigures(figuresFile, figures);
    } else {
      figures.preview = await timeStep('preview', () => services.previewPayroll(handle.db, period));
      writeFigures(figuresFile, figures);
      figures.post = await timeStep('post   ', () => services.postPayroll(handle.db, finance, period));
      writeFigures(figuresFile, figures);
    }
    console.info(
      `peak RSS of the measuring process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
    );
  } finally {
    await handle.close();
  }
}

async function main() {
  const options = readOptions();
  if (isDeadlineChild()) {
    await measure(options.apiDir, process.env.BENCH_DATABASE_URL ?? '', options.period, options.figures);
    return;
  }
  const database = chooseDatabase(
    { databaseUrl: options['database-url'], template: options.template },
    'payroll',
  );
  const started = performance.now();
  try {
    const code = await runChildWithDeadline(
      import.meta.filename,
      { BENCH_DATABASE_URL: database.url },
      options.timeoutMinutes,
    );
    if (code === null) {
      const stopped = { seconds: secondsSince(started), load: loadAverage() };
      console.info(
        `stopped at the ${options.timeoutMinutes}-minute limit after ${elapsed(started)}: the step under way takes longer (a lower bound), load ${stopped.load}`,
      );
      markStopped(options.figures, stopped);
    }
    process.exitCode = code ?? 2;
  } finally {
    // FORCE ends a posting still running in PostgreSQL: its transaction rolls back.
    database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
