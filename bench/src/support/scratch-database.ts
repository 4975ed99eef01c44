/**
 * A throw-away copy of a generated database for one measurement: posting payroll or importing members changes
 * the data, so every run starts from the same template (`CREATE DATABASE … TEMPLATE`, a file copy: seconds even
 * at 100,000 members) and drops its copy afterwards. PostgreSQL only; runs `psql`.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';

export type ScratchDatabase = { url: string; drop: () => void };

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432';

/** The PostgreSQL server the benchmarks copy their databases on: PERF_PG, or the local one. */
export const benchServerUrl = () => (process.env.PERF_PG ?? DEFAULT_SERVER).replace(/\/$/, '');

/** Runs one statement in the server's `postgres` database; answers its output unaligned (`-At`). */
export function psql(serverUrl: string, statement: string): string {
  return execFileSync(
    'psql',
    ['-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', `${serverUrl}/postgres`, '-c', statement],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      // No NOTICE for every `DROP DATABASE IF EXISTS` of a database that is not there.
      env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
    },
  ).trim();
}

export const isPlainName = (name: string) => /^[a-z_][a-z0-9_]*$/.test(name);

/**
 * PostgreSQL 15 copies a template block by block through the WAL by default: at 100,000 members (3.7 GB) that took
 * 21 s and left ~475 MB of dirty pages for the kernel to write back during the measurement that followed. FILE_COPY
 * copies the files and syncs them (and checkpoints before and after): 7.5 s, nothing left to write.
 */
function copyStrategy(serverUrl: string): string {
  return Number(psql(serverUrl, 'SHOW server_version_num')) >= 150000 ? ' STRATEGY FILE_COPY' : '';
}

/** Copies `template` (a database name on PERF_PG or the local server) into a fresh `bench_<purpose>_<pid>`. */
export function copyDatabase(template: string, purpose: string): ScratchDatabase {
  const serverUrl = benchServerUrl();
  const name = `bench_${purpose}_${process.pid}`;
  if (!isPlainName(template) || !isPlainName(name)) throw new Error(`not a plain database name: ${template}`);
  const started = performance.now();
  psql(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}${copyStrategy(serverUrl)}`);
  console.info(
    `copied ${template} into ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${loadAverage()})`,
  );
  let isDropped = false;
  return {
    url: `${serverUrl}/${name}`,
    drop: () => {
      if (isDropped) return;
      isDropped = true;
      psql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Either the given URL (measured in place) or a copy of the template (dropped by `drop`). */
export function chooseDatabase(
  options: { databaseUrl?: string; template?: string },
  purpose: string,
): ScratchDatabase {
  if (options.template) return copyDatabase(options.template, purpose);
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'a database is needed: --template NAME (copied) or --database-url URL (changed in place)',
    );
  return { url, drop: () => {} };
}

/** The machine's 1-, 5- and 15-minute load averages: the figures of a shared two-core machine need them beside. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}
