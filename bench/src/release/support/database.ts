/**
 * The run's PostgreSQL database, through Debian's `psql` (no driver dependency in bench/): one fresh database
 * per run, read to count what an attack really wrote (OTP rows, outbox mails, comments), dropped at the end.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Unit and record separators: never part of a value we read, unlike `|`, a tab or a newline in a mail body. */
const FIELD_SEPARATOR = '\x1f';
const RECORD_SEPARATOR = '\x1e';

export type Sql = (query: string) => Promise<string[][]>;

/** The server part of ATTACK_POSTGRES_URL (default: the machine's PostgreSQL, trust auth). */
export function postgresServerUrl(): string {
  return (process.env.ATTACK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
}

/** Runs SQL on `databaseUrl` and returns the rows as text fields (psql's unaligned output). */
export function sqlOn(databaseUrl: string): Sql {
  return async (query) => {
    const { stdout } = await run(
      'psql',
      [
        '-X',
        '-q',
        '-A',
        '-t',
        '-v',
        'ON_ERROR_STOP=1',
        '-F',
        FIELD_SEPARATOR,
        '-R',
        RECORD_SEPARATOR,
        '-d',
        databaseUrl,
        '-c',
        query,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // psql ends the output with one newline after the last record.
    const records = stdout.replace(/\n$/, '');
    if (records === '') return [];
    return records.split(RECORD_SEPARATOR).map((record) => record.split(FIELD_SEPARATOR));
  };
}

/** The first field of the first row as a number (counts), NaN when there is none. */
export async function countOf(sql: Sql, query: string): Promise<number> {
  const [row] = await sql(query);
  return Number(row?.[0]);
}

/** Quotes a text literal for SQL we build ourselves (values are ours, but never trust a quote). */
export const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export async function createDatabase(name: string): Promise<string> {
  const server = postgresServerUrl();
  await sqlOn(`${server}/postgres`)(`create database "${name}"`);
  return `${server}/${name}`;
}

/** Drops the run's database even when a process still holds a connection (PostgreSQL 13+ FORCE). */
export async function dropDatabase(name: string): Promise<void> {
  await sqlOn(`${postgresServerUrl()}/postgres`)(`drop database if exists "${name}" with (force)`);
}
