import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** A failure the operator can act on: the CLI prints its message alone, without a stack. */
export class OpsError extends Error {}

/** What each outside program is, for the message when it is missing. */
const PACKAGE_OF: Record<string, string> = {
  pg_dump: 'postgresql-client-15 (apt-get install postgresql-client-15)',
  pg_restore: 'postgresql-client-15 (apt-get install postgresql-client-15)',
  tar: 'tar (apt-get install tar)',
};

/**
 * Runs a program to its end, its output on ours (pg_dump's and pg_restore's errors are for the operator), and
 * rejects when it cannot start or exits with another code than 0.
 */
export function runProgram(command: string, args: readonly string[], env?: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: env ?? process.env });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new OpsError(`${command} was not found: install ${PACKAGE_OF[command] ?? command}.`)
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new OpsError(`${command} failed (${signal ? `signal ${signal}` : `exit code ${code}`}).`));
    });
  });
}

/**
 * The connection for libpq's programs: the URL without its password, which goes in PGPASSWORD, so it does not
 * show in the process list.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** The command line parsed with node:util's parseArgs; a wrong one is an OpsError showing `usage`. */
export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string) {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new OpsError(`${error instanceof Error ? error.message : error}\nUsage: ${usage}`);
  }
}

/** DATABASE_URL, or an OpsError saying that backups need PostgreSQL. */
export function requireDatabaseUrl(): string {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    throw new OpsError(
      'DATABASE_URL is not set: backup and restore work on PostgreSQL only. The embedded PGlite database is ' +
        'backed up by copying DATA_DIR while the portal is stopped (docs/operations/backup.md).',
    );
  }
  return databaseUrl;
}

/**
 * A path the operator typed, resolved against the folder npm was started in (INIT_CWD): `npm run backup` from
 * the repository root runs the script in apps/api.
 */
export const operatorPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** The end of every ops CLI: an OpsError prints its message, anything else its stack; both exit with 1. */
export function reportFailure(error: unknown): void {
  console.error(error instanceof OpsError ? error.message : error);
  process.exitCode = 1;
}
