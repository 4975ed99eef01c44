/** Command-line options of the generator (see bench/figures/load-and-scale.md, "Scale data"). */
import { parseArgs } from 'node:util';
import { resolveApiDir } from '../support/api-modules';

export type GeneratorOptions = {
  members: number;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  apiDir: string;
  seed: number;
  today: string | undefined;
  historyMonths: number;
  batchSize: number;
};

const USAGE = `usage: generate --members N [--database-url URL | --data-dir DIR] [--api-dir DIR]
  [--seed N] [--today YYYY-MM-DD] [--history-months N] [--batch N]`;

function positive(name: string, text: string | undefined, fallback: number): number {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} must be a positive integer\n${USAGE}`);
  return value;
}

export function readOptions(argv: string[]): GeneratorOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      members: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'api-dir': { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      'history-months': { type: 'string' },
      batch: { type: 'string' },
    },
  });
  if (values.members === undefined) throw new Error(USAGE);
  const databaseUrl = values['database-url'] ?? (process.env.DATABASE_URL || undefined);
  const dataDir = values['data-dir'] ?? (process.env.DATA_DIR || undefined);
  if (!databaseUrl && !dataDir)
    throw new Error(`a database is needed: --database-url or --data-dir\n${USAGE}`);
  if (values.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.today)) throw new Error(USAGE);
  return {
    members: positive('members', values.members, 0),
    databaseUrl,
    dataDir: databaseUrl ? undefined : dataDir,
    apiDir: resolveApiDir(values['api-dir']),
    seed: positive('seed', values.seed, 1),
    today: values.today,
    historyMonths: positive('history-months', values['history-months'], 60),
    batchSize: positive('batch', values.batch, 2000),
  };
}
