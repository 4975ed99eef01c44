/**
 * Generated cooperatives kept as template databases between runs of `npm run bench`: generating 100,000 members
 * takes minutes, copying the result seconds. A template is named by its size, the migrations it was made with and
 * the generator's data version (`bench_tpl_<members>_<hash of the checkout's migration file names and the
 * version>`), so a new migration or a generator writing more makes a new template instead of measuring old data.
 * What it holds (the generator's "today", its seed, how long it took) is kept as the database's comment. A
 * template being generated is called `bench_generating_<members>_<pid>` and renamed only once the generator has
 * finished, so an interrupted run never leaves a template that looks whole.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { benchServerUrl, isPlainName, loadAverage, psql } from './scratch-database';

export type TemplateInfo = {
  members: number;
  seed: number;
  today: string;
  migrations: string[];
  generatedDataVersion: number;
  generatedAt: string;
  seconds: number;
  load: string;
};

export type Template = { name: string; info: Partial<TemplateInfo>; isNew: boolean };

/**
 * What the generator writes, as a number raised whenever it starts writing other data into the same schema, so a
 * template cached before the change is not measured as if it held the new data. 2: savings.
 */
export const GENERATED_DATA_VERSION = 2;

/** The migration files of a checkout (names only, sorted) and a short hash of them and GENERATED_DATA_VERSION. */
export function readMigrations(apiDir: string) {
  const names = readdirSync(join(apiDir, 'src/db/migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const hashed = [...names, `generator ${GENERATED_DATA_VERSION}`].join('\n');
  const hash = createHash('sha256').update(hashed).digest('hex').slice(0, 8);
  return { names, hash };
}

export const templateNameOf = (members: number, migrationsHash: string) =>
  `bench_tpl_${members}_${migrationsHash}`;

/** The template's comment, `{}` when it has none, undefined when there is no such database. */
function readTemplateInfo(serverUrl: string, name: string): Partial<TemplateInfo> | undefined {
  const comment = psql(
    serverUrl,
    `SELECT coalesce(shobj_description(oid, 'pg_database'), '{}') FROM pg_database WHERE datname = '${name}'`,
  );
  if (comment === '') return undefined;
  try {
    return JSON.parse(comment) as Partial<TemplateInfo>;
  } catch {
    return {};
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Drops half-generated templates whose generating process is gone (a run killed mid-way). */
function dropAbandonedGenerations(serverUrl: string) {
  const names = psql(serverUrl, `SELECT datname FROM pg_database WHERE datname LIKE 'bench_generating_%'`);
  for (const name of names.split('\n').filter(Boolean)) {
    const pid = Number(name.split('_').at(-1));
    if (Number.isInteger(pid) && !isAlive(pid)) {
      console.info(`dropping ${name}, left by a generation that did not finish`);
      psql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
}

function runGenerator(args: string[], env: NodeJS.ProcessEnv, cwd: string) {
  return new Promise<number | null>((done, fail) => {
    const child = spawn(args[0] ?? 'tsx', args.slice(1), { cwd, env, stdio: 'inherit' });
    child.once('error', fail);
    child.once('exit', (code) => done(code));
  });
}

type Request = {
  members: number;
  seed: number;
  today: string;
  apiDir: string;
  /** This repository's root: the generator is this repository's bench code, run against `apiDir`. */
  benchRoot: string;
  regenerate: boolean;
};

async function generate(serverUrl: string, name: string, request: Request): Promise<TemplateInfo> {
  const migrations = readMigrations(request.apiDir);
  const building = `bench_generating_${request.members}_${process.pid}`;
  psql(serverUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  psql(serverUrl, `CREATE DATABASE ${building}`);
  const bin = join(request.benchRoot, 'node_modules/.bin');
  const started = performance.now();
  try {
    const code = await runGenerator(
      [
        join(bin, 'tsx'),
        'src/generate/generate-cooperative.ts',
        ...['--members', String(request.members), '--database-url', `${serverUrl}/${building}`],
        ...['--api-dir', request.apiDir, '--seed', String(request.seed), '--today', request.today],
      ],
      { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      join(request.benchRoot, 'bench'),
    );
    if (code !== 0) throw new Error(`the generator of ${request.members} members ended with ${code}`);
  } catch (error) {
    psql(serverUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    throw error;
  }
  const info: TemplateInfo = {
    members: request.members,
    seed: request.seed,
    today: request.today,
    migrations: migrations.names,
    generatedDataVersion: GENERATED_DATA_VERSION,
    generatedAt: new Date().toISOString(),
    seconds: Math.round((performance.now() - started) / 1000),
    load: loadAverage(),
  };
  psql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(serverUrl, `ALTER DATABASE ${building} RENAME TO ${name}`);
  psql(serverUrl, `COMMENT ON DATABASE ${name} IS $info$${JSON.stringify(info)}$info$`);
  return info;
}

/** The cached template of this size and these migrations, generated first when missing or asked to. */
export async function ensureTemplate(request: Request): Promise<Template> {
  const serverUrl = benchServerUrl();
  const name = templateNameOf(request.members, readMigrations(request.apiDir).hash);
  if (!isPlainName(name)) throw new Error(`not a plain database name: ${name}`);
  dropAbandonedGenerations(serverUrl);
  const cached = readTemplateInfo(serverUrl, name);
  if (cached && !request.regenerate) return { name, info: cached, isNew: false };
  console.info(
    `${cached ? 'regenerating' : 'generating'} ${name}: ${request.members} members, today ${request.today} (load ${loadAverage()})`,
  );
  return { name, info: await generate(serverUrl, name, request), isNew: true };
}
