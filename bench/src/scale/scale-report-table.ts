/**
 * The closing table of `npm run bench` (scale-report.ts): one column per size, one row per figure, each cell the
 * figure of one run and the 1-minute load average when it was taken. A step that failed or was stopped says so in
 * its cells; nothing is judged against the targets.
 */
import type { Template } from '../support/templates';
import type {
  HrImportFigures,
  LoadFigure,
  PayrollFigures,
  ReadsFigures,
  StepFigure,
  Stopped,
} from './figures';

type Result<T> = { figures?: T & Stopped; failure?: string };

export type SizeReport = {
  members: number;
  template: Template;
  /** The checkout's commit when this size's measurements began. */
  commit: string;
  reads?: Result<ReadsFigures>;
  payroll?: Result<PayrollFigures>;
  hrImport?: Result<HrImportFigures>;
};

type Row = { label: string; cell: (report: SizeReport) => string | undefined };

const number = (value: number) => Math.round(value).toLocaleString('en');
/** The 1-minute load average of a "1, 5, 15" triple. */
const load = (triple: string) => `load ${triple.split(',')[0]?.trim()}`;
const seconds = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} s`;

const rate = (figure: LoadFigure) =>
  `${number(figure.rps)} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms${figure.errors ? `, ${number(figure.errors)} errors` : ''}`;

/** Why a step has no figure: it failed, was stopped at its deadline, or was not run. */
function missing(result: Result<object> | undefined): string {
  if (!result) return 'not run';
  const stopped = result.figures?.stoppedAfter;
  if (stopped) return `stopped at the deadline after ${seconds(stopped.seconds)} (${load(stopped.load)})`;
  return result.failure ? `no figure (${result.failure})` : 'no figure';
}

const step = (figure: StepFigure | undefined, result: Result<object> | undefined) => {
  if (!figure) return missing(result);
  const time = figure.isOk
    ? seconds(figure.seconds)
    : `failed after ${seconds(figure.seconds)}: ${figure.detail}`;
  return `${time} (${load(figure.load)})`;
};

/** `GET /api/v1/StatusPinjaman/20000042` → `GET /StatusPinjaman/{nik}`, the same label at every size. */
const callLabel = (call: string, member: ReadsFigures['member']) =>
  call
    .replace('/api/v1', '')
    .replace(`/${member.nik}`, '/{nik}')
    .replace(new RegExp(`/${member.id}$`), '/{id}');

/** Every call any size measured, in the order measured: a call one checkout does not serve is missing at its size. */
function callLabels(reports: SizeReport[]): string[] {
  const labels = reports.flatMap((report) => {
    const figures = report.reads?.figures;
    return figures ? figures.calls.map((call) => callLabel(call.call, figures.member)) : [];
  });
  return [...new Set(labels)];
}

const callOf = (report: SizeReport, label: string) => {
  const figures = report.reads?.figures;
  return figures?.calls.find((call) => callLabel(call.call, figures.member) === label);
};

function readRows(reports: SizeReport[]): Row[] {
  const reads = (report: SizeReport) => report.reads?.figures;
  return [
    {
      label: 'member signed in',
      cell: (r) => {
        const member = reads(r)?.member;
        const savings = member?.sukarelaRows === undefined ? '' : `, ${member.sukarelaRows} sukarela rows`;
        return (
          member &&
          `${member.nik}: ${member.loans} applications, ${member.notifications} notifications${savings}`
        );
      },
    },
    {
      label: 'bare route (the limit)',
      cell: (r) => {
        const limit = reads(r)?.limit;
        return limit ? `${rate(limit)} (${load(limit.load)})` : missing(r.reads);
      },
    },
    ...callLabels(reports).map((label) => ({
      label: `${label}: ratio to the limit`,
      cell: (r: SizeReport) => {
        const call = callOf(r, label);
        if (call) return `**${call.ratio.toFixed(3)}**: ${rate(call)} (${load(call.load)})`;
        return reads(r) ? 'not served by this checkout' : missing(r.reads);
      },
    })),
    {
      label: 'API process RSS under that load',
      cell: (r) => {
        const rss = reads(r)?.rss;
        return rss
          ? `${rss.peakMb} MB peak (${rss.idleMb} MB signed in and idle; ${load(rss.load)})`
          : missing(r.reads);
      },
    },
  ];
}

function timingRows(): Row[] {
  const payroll = (r: SizeReport) => r.payroll?.figures;
  const hrImport = (r: SizeReport) => r.hrImport?.figures;
  return [
    {
      label: 'payroll period posted',
      cell: (r) => payroll(r) && `${payroll(r)?.period}: ${payroll(r)?.work}`,
    },
    { label: 'deduction instruction, CSV', cell: (r) => step(payroll(r)?.instructionCsv, r.payroll) },
    { label: 'deduction instruction, XLSX', cell: (r) => step(payroll(r)?.instructionXlsx, r.payroll) },
    { label: 'payroll preview', cell: (r) => step(payroll(r)?.preview, r.payroll) },
    { label: 'payroll posting', cell: (r) => step(payroll(r)?.post, r.payroll) },
    { label: 'HR file of actual deductions', cell: (r) => payroll(r)?.actualFile },
    { label: 'HR file: preview', cell: (r) => step(payroll(r)?.actualPreview, r.payroll) },
    { label: 'HR file: posting', cell: (r) => step(payroll(r)?.actualPost, r.payroll) },
    { label: 'HR import of 5,000 new members: preview', cell: (r) => step(hrImport(r)?.preview, r.hrImport) },
    { label: 'HR import of 5,000 new members: apply', cell: (r) => step(hrImport(r)?.apply, r.hrImport) },
  ];
}

function templateCell({ template }: SizeReport) {
  const { info } = template;
  const how =
    info.seconds === undefined
      ? 'made elsewhere'
      : `generated in ${info.seconds} s (${load(info.load ?? '?')})`;
  return `${template.name}, today ${info.today ?? '?'}, ${how}${template.isNew ? '' : ', cached'}`;
}

export function formatReport(
  reports: SizeReport[],
  context: { checkout: string; minutes: string; connections: string },
): string {
  const rows: Row[] = [
    { label: 'API commit measured', cell: (r) => r.commit },
    { label: 'generated data (template)', cell: templateCell },
    ...readRows(reports),
    ...timingRows(),
  ];
  const header = `| figure | ${reports.map((r) => `${number(r.members)} members`).join(' | ')} |`;
  const lines = rows.map((row) => `| ${row.label} | ${reports.map((r) => row.cell(r) ?? '—').join(' | ')} |`);
  return [
    `Bench report: ${context.checkout}; PostgreSQL; ${context.minutes} min in all.`,
    `Each figure is one run; "load" is the machine's 1-minute load average when it was taken (2 shared cores).`,
    `Reads: ${context.connections} connections, API and bare route on core 0, load on core 1; ratio = req/s of the call / req/s of the bare route in the same run.`,
    '',
    header,
    `|---|${reports.map(() => '---|').join('')}`,
    ...lines,
  ].join('\n');
}
