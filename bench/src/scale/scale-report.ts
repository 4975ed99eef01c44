/**
 * The bench report (`npm run bench`): for each size of generated cooperative (default 5,000 and
 * 100,000 members, PostgreSQL), each member read (StatusPinjaman, HistoryPinjaman, /me, Notifikasi and, since issue
 * 16, Simpanan) against the bare-route limit (ratio, p50, p99), payroll preview and posting time, the HR import of
 * 5,000 new members, and one API process's RSS under load. Each figure is one run with the machine's load average
 * beside it, never a pass or a fail.
 *
 * Per size it takes the cached template (support/templates.ts; generated first when missing, or with
 * `--regenerate`), then runs scale:reads (API started the production way, its esbuild bundle), scale:payroll
 * and scale:hr-import, each on its own scratch copy of the template, streaming their output, and ends with one
 * Markdown table of both sizes.
 *
 *   npm run bench                                   (both sizes; ~25 min with both templates cached)
 *   npm run bench -- --sizes 5000                   (one size)
 *   npm run bench -- --regenerate                   (generate the templates again)
 *   npm run bench -- --api-dir /work/baseline/apps/api --runtime tsx    (a checkout from before the bundle)
 *   options: --steps reads,payroll,hr-import, --seconds 8, --connections 20, --port 3431 (and the next one for the
 *            bare route), --timeout-minutes 15 (payroll and HR import each), --seed 1 (for a new template)
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkoutRootOf, resolveApiDir } from '../support/api-modules';
import { type ApiRuntime, describeRuntime, readApiRuntime } from '../support/api-server';
import { loadAverage } from '../support/scratch-database';
import { ensureTemplate, type Template } from '../support/templates';
import type { HrImportFigures, PayrollFigures, ReadsFigures, Stopped } from './figures';
import { formatReport, type SizeReport } from './scale-report-table';

const STEPS = ['reads', 'payroll', 'hr-import'] as const;
type Step = (typeof STEPS)[number];

const benchRoot = resolve(import.meta.dirname, '../../..');

function readOptions() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '5000,100000' },
      regenerate: { type: 'boolean', default: false },
      'api-dir': { type: 'string' },
      runtime: { type: 'string' },
      steps: { type: 'string', default: STEPS.join(',') },
      seconds: { type: 'string', default: '8' },
      connections: { type: 'string', default: '20' },
      port: { type: 'string', default: '3431' },
      'timeout-minutes': { type: 'string', default: '15' },
      seed: { type: 'string', default: '1' },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0))
    throw new Error('--sizes takes 5000,100000');
  const steps = values.steps.split(',') as Step[];
  if (steps.some((step) => !STEPS.includes(step))) throw new Error(`--steps takes ${STEPS.join(',')}`);
  const apiDir = resolveApiDir(values['api-dir']);
  return { ...values, sizes, steps, apiDir, runtime: readApiRuntime(values.runtime, apiDir) };
}

type Options = ReturnType<typeof readOptions>;

/** Today in Jakarta, the portal's calendar: the day a new template's history ends. */
const todayInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** Runs one of the scale scripts of this package, its output streamed; answers its exit code. */
function runScript(script: string, args: string[], isPinnedToCore1: boolean) {
  const bin = join(benchRoot, 'node_modules/.bin');
  const command = [join(bin, 'tsx'), script, ...args];
  const [file, ...rest] = isPinnedToCore1 ? ['taskset', '-c', '1', ...command] : command;
  return new Promise<number | null>((done, fail) => {
    const child = spawn(file ?? 'tsx', rest, {
      cwd: join(benchRoot, 'bench'),
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      stdio: 'inherit',
    });
    child.once('error', fail);
    child.once('exit', (code) => done(code));
  });
}

/** Runs a script with `--figures FILE`; answers what it wrote, or why there is nothing. */
async function measured<T>(script: string, args: string[], isPinned: boolean, file: string) {
  rmSync(file, { force: true });
  const code = await runScript(script, [...args, '--figures', file], isPinned);
  const figures = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T & Stopped) : undefined;
  return { figures, failure: code === 0 ? undefined : `exit code ${code}, load ${loadAverage()}` };
}

async function measureSize(
  options: Options,
  members: number,
  template: Template,
  workDir: string,
): Promise<SizeReport> {
  const common = ['--template', template.name, '--api-dir', options.apiDir];
  // Others may commit while a long run goes on: each size names the code it measured.
  const report: SizeReport = { members, template, commit: describeCommit(options.apiDir) };
  if (options.steps.includes('reads')) {
    console.info(`\n--- member reads (${template.name}) ---`);
    const bare = String(Number(options.port) + 1);
    report.reads = await measured<ReadsFigures>(
      'src/scale/member-reads-at-scale.ts',
      [
        ...common,
        '--runtime',
        options.runtime,
        '--seconds',
        options.seconds,
        '--connections',
        options.connections,
      ].concat(['--port', options.port, '--bare-port', bare]),
      true,
      join(workDir, 'reads.json'),
    );
  }
  const timeout = ['--timeout-minutes', options['timeout-minutes']];
  if (options.steps.includes('payroll')) {
    console.info(`\n--- payroll (${template.name}) ---`);
    const period = template.info.today ? ['--period', template.info.today.slice(0, 7)] : [];
    report.payroll = await measured<PayrollFigures>(
      'src/scale/payroll-timing.ts',
      [...common, ...period, ...timeout],
      false,
      join(workDir, 'payroll.json'),
    );
  }
  if (options.steps.includes('hr-import')) {
    console.info(`\n--- HR import (${template.name}) ---`);
    report.hrImport = await measured<HrImportFigures>(
      'src/scale/hr-import-timing.ts',
      [...common, '--count', '5000', ...timeout],
      false,
      join(workDir, 'hr-import.json'),
    );
  }
  return report;
}

/** The checkout's commit, and whether its API or domain had uncommitted changes (they are measured too). */
function describeCommit(apiDir: string) {
  const root = checkoutRootOf(apiDir);
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
    } catch {
      return '?';
    }
  };
  const changed =
    git('status', '--porcelain', '--', 'apps/api', 'packages') === '' ? '' : ' + uncommitted changes';
  return `${git('rev-parse', '--short', 'HEAD')}${changed}`;
}

const describeCheckout = (apiDir: string, runtime: ApiRuntime) =>
  `API ${apiDir} at ${describeCommit(apiDir)}, run as ${describeRuntime(runtime)}`;

async function main() {
  const options = readOptions();
  const started = performance.now();
  const checkout = describeCheckout(options.apiDir, options.runtime);
  console.info(`Bench report, ${new Date().toISOString()}; ${checkout}; load ${loadAverage()}`);
  const workDir = mkdtempSync(join(tmpdir(), 'kopkar-bench-report-'));
  const reports: SizeReport[] = [];
  try {
    for (const members of options.sizes) {
      console.info(`\n=== ${members.toLocaleString('en')} members ===`);
      const template = await ensureTemplate({
        members,
        seed: Number(options.seed),
        today: todayInJakarta(),
        apiDir: options.apiDir,
        benchRoot,
        regenerate: options.regenerate,
      });
      console.info(describeTemplate(template));
      reports.push(await measureSize(options, members, template, workDir));
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.info(`\n${formatReport(reports, { checkout, minutes, connections: options.connections })}`);
}

function describeTemplate({ name, info, isNew }: Template) {
  const made =
    info.seconds === undefined ? 'made elsewhere' : `generated in ${info.seconds} s (load ${info.load})`;
  return `template ${name}${isNew ? ' (new)' : ' (cached)'}: ${info.members ?? '?'} members, today ${info.today ?? '?'}, ${made}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
