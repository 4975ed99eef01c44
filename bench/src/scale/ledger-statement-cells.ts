/**
 * What scale:ledger (ledger-statements-timing.ts) measures and what it prints: the four statements' calls and the
 * line of figures each answers, the Markdown table of their timings, and the plans of the SQL of the statements
 * whose JSON median is over the target (EXPLAIN ANALYZE, BUFFERS; `--explain all` for every one).
 */
import { openSession } from '../generate/sql-session';
import type { DatabaseHandle, LedgerReportRequest, loadLedgerReportServices } from '../support/api-modules';
import { loadAverage } from '../support/scratch-database';
import { explainQueries, type installQueryRecorder, oneLine, type QueryPlan } from './query-plans';

export const FORMATS = ['json', 'pdf', 'xlsx'] as const;
export type Format = (typeof FORMATS)[number];
export type Services = Awaited<ReturnType<typeof loadLedgerReportServices>>;
export type Db = Parameters<Services['getCashFlow']>[0];

type Statement = {
  name: string;
  request: LedgerReportRequest;
  /** The JSON the route answers, and a line of its figures (so a run that measured nothing shows). */
  json: (db: Db) => Promise<string>;
};
export type Run = { seconds: number; load: number; bytes: number };
export type Cell = { statement: Statement; format: Format; runs: Run[] };

const rupiah = (value: number) => Math.round(value).toLocaleString('en-US');
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The four statements of `year`: posisi keuangan on 31 December, the other three over the whole year. */
export function statementsOf(services: Services, year: number): Statement[] {
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

/** The timings as a Markdown table, a median over `targetSeconds` marked. */
export function printCells(cells: Cell[], targetSeconds: number) {
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

export type StatementPlans = { statement: string; queries: Omit<QueryPlan, 'values'>[] };

/**
 * The statements to explain (`slow`: a JSON median over `targetSeconds`; `all`; `none`), each called again with
 * the recorder on and every query it sent run under EXPLAIN ANALYZE on one session, printed as it goes; null
 * when there is none.
 */
export async function explainSlowCells(
  cells: Cell[],
  options: { explain: string; targetSeconds: number },
  handle: DatabaseHandle,
  recorder: ReturnType<typeof installQueryRecorder>,
): Promise<StatementPlans[] | null> {
  const toExplain = cells.filter(
    (cell) =>
      cell.format === 'json' &&
      (options.explain === 'all' ||
        (options.explain === 'slow' && median(cell.runs.map((run) => run.seconds)) > options.targetSeconds)),
  );
  if (toExplain.length === 0) return null;
  const plansOf: StatementPlans[] = [];
  const session = await openSession(handle);
  try {
    for (const cell of toExplain) {
      const queries = await recorder.record(() => cell.statement.json(handle.db));
      if (queries.length === 0) throw new Error('no query recorded: the recorder wraps another pg module');
      const plans = await explainQueries(session, queries);
      plansOf.push({
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
  return plansOf;
}
