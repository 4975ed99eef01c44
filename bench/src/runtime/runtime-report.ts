/** The tables compare-runtimes.ts prints: medians per runtime of start-up, memory and the signed-in read. */

export const RUNTIMES = ['tsx', 'tsx-cold', 'strip', 'bundle', 'bundle-nomaps'] as const;
export type Runtime = (typeof RUNTIMES)[number];

export type Sample = {
  round: number;
  runtime: Runtime;
  buildMs?: number;
  buildCpuMs?: number;
  pgFreshMs: number;
  pgFreshCpuMs: number;
  pgliteMs: number;
  pgliteCpuMs: number;
  pgliteRssMb: number;
  pgSeededMs: number;
  pgSeededCpuMs: number;
  idleRssMb: number;
  idleGroupRssMb: number;
  loadRssMb: number;
  loadGroupRssMb: number;
  rps: number;
  cpuUsPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
  load: string;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

type Column = [string, (sample: Sample) => number | undefined];

const START_COLUMNS: Column[] = [
  ['build ms', (s) => s.buildMs],
  ['CPU ms', (s) => s.buildCpuMs],
  ['PG fresh + migrations: ms', (s) => s.pgFreshMs],
  ['CPU ms', (s) => s.pgFreshCpuMs],
  ['PGlite existing: ms', (s) => s.pgliteMs],
  ['CPU ms', (s) => s.pgliteCpuMs],
  ['PG demo data: ms', (s) => s.pgSeededMs],
  ['CPU ms', (s) => s.pgSeededCpuMs],
];
const RUN_COLUMNS: Column[] = [
  ['RSS PGlite after start MB', (s) => s.pgliteRssMb],
  ['RSS PG after start MB', (s) => s.idleRssMb],
  ['all processes MB', (s) => s.idleGroupRssMb],
  ['RSS under load MB', (s) => s.loadRssMb],
  ['all processes MB', (s) => s.loadGroupRssMb],
  ['GET /me req/s', (s) => s.rps],
  ['p50 ms', (s) => s.p50],
  ['p99 ms', (s) => s.p99],
  ['CPU µs/request', (s) => s.cpuUsPerRequest],
  ['errors', (s) => s.errors],
];

function table(title: string, columns: Column[], samples: Sample[], runtimes: Runtime[]) {
  console.info(`\n${title}`);
  console.info(`| runtime | ${columns.map(([name]) => name).join(' | ')} |`);
  console.info(`|---|${columns.map(() => '---:').join('|')}|`);
  for (const runtime of runtimes) {
    const own = samples.filter((sample) => sample.runtime === runtime);
    if (own.length === 0) continue;
    const cells = columns.map(([, pick]) => {
      const values = own.map(pick).filter((value): value is number => value !== undefined);
      return values.length ? String(Math.round(median(values))) : '-';
    });
    console.info(`| ${runtime} | ${cells.join(' | ')} |`);
  }
}

export function report(
  samples: Sample[],
  options: { rounds: number; connections: number; warmup: number; seconds: number; runtimes: Runtime[] },
  loads: string[],
) {
  console.info('\nPer run:');
  for (const sample of samples) {
    console.info(
      `  round ${sample.round} ${sample.runtime.padEnd(8)} ${[...START_COLUMNS, ...RUN_COLUMNS]
        .map(([name, pick]) => `${name} ${pick(sample) ?? '-'}`)
        .join(', ')} (load ${sample.load})`,
    );
  }
  console.info(
    `\nMedians of ${options.rounds} rounds; start = spawn to the first 200 of GET /api/health (CPU: every process the runtime started); ${options.connections} connections, ${options.warmup} s warm-up, ${options.seconds} s measured; server on core 0, load on core 1`,
  );
  table('Start-up', START_COLUMNS, samples, options.runtimes);
  table('Memory and the signed-in read (GET /api/v1/me, PostgreSQL)', RUN_COLUMNS, samples, options.runtimes);
  console.info(`Load average (1, 5, 15 min) at the end of each round: ${loads.join('; ')}`);
}
