/**
 * Module ownership of tables, read from the SQL (docs/conventions.md rule 18): every `insert`, `update` and
 * `delete` a module's source makes, through the query builder (`tx.insert(members)`) or in raw SQL
 * (`insert into members`, `update members`, `delete from members`), must be of a table that
 * `table-owners.json` gives to that module. Another module's table is written by calling its owner's functions.
 *
 *   tsx apps/api/scripts/check-table-owners.ts     (part of `npm run check`; exit code 1 lists file:line)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A write of a table by a module that does not own it. */
export type Violation = {
  file: string;
  line: number;
  module: string;
  table: string;
  owner: string | undefined;
};

/** Table name (SQL) → owning module, as table-owners.json holds it. */
export type TableOwners = Readonly<Record<string, string>>;

/** What the check reads: the schema's JS names → SQL names, and each module source file's text. */
export type SourceFile = { path: string; module: string; text: string };

/** Blanks comments (keeping every newline, so line numbers stay true); `//` inside a string or URL stays. */
export function stripComments(text: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[\s;{}])\/\/[^\n]*/g, blank);
}

/** `export const members = pgTable('members', …)` → { members: 'members' }, across the schema's files. */
export function readSchemaNames(schemaSources: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  const declaration = /export const (\w+) = pgTable\(\s*'(\w+)'/g;
  for (const source of schemaSources) {
    for (const match of source.matchAll(declaration)) names.set(match[1] as string, match[2] as string);
  }
  return names;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every table a source text writes, with its line: query-builder calls and raw SQL statements. */
export function findWrites(text: string, schemaNames: ReadonlyMap<string, string>) {
  const code = stripComments(text);
  const tables = new Set(schemaNames.values());
  const writes: { table: string; line: number }[] = [];
  for (const match of code.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*[,)]/g)) {
    const table = schemaNames.get(match[1] as string);
    if (table) writes.push({ table, line: lineOf(code, match.index) });
  }
  const rawWrite = /\b(?:insert\s+into|update|delete\s+from)\s+(?:"(\w+)"|(\w+)|\$\{\s*(\w+)\s*\})/gi;
  for (const match of code.matchAll(rawWrite)) {
    const quotedOrBare = match[1] ?? match[2];
    const table = quotedOrBare ? quotedOrBare.toLowerCase() : schemaNames.get(match[3] as string);
    if (table && tables.has(table)) writes.push({ table, line: lineOf(code, match.index) });
  }
  return writes.sort((a, b) => a.line - b.line);
}

/** Every write of a table by a module other than its owner (a table missing from the map has no owner). */
export function findViolations(
  files: readonly SourceFile[],
  schemaNames: ReadonlyMap<string, string>,
  owners: TableOwners,
): Violation[] {
  return files.flatMap((file) =>
    findWrites(file.text, schemaNames)
      .filter((write) => owners[write.table] !== file.module)
      .map((write) => ({ file: file.path, module: file.module, owner: owners[write.table], ...write })),
  );
}

const isModuleSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/** The API's module sources (tests left out: they set up data directly) and schema, read from disk. */
export function readApiSources(apiDir: string) {
  const modulesDir = join(apiDir, 'src/modules');
  const files = listFiles(modulesDir)
    .filter(isModuleSource)
    .map((path) => ({
      path: relative(process.cwd(), path),
      module: relative(modulesDir, path).split(sep)[0] as string,
      text: readFileSync(path, 'utf8'),
    }));
  const schemaDir = join(apiDir, 'src/db/schema');
  const schema = readdirSync(schemaDir).map((name) => readFileSync(join(schemaDir, name), 'utf8'));
  return { files, schemaNames: readSchemaNames(schema) };
}

export const readTableOwners = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as TableOwners;

/** The report `npm run check` prints: one line per violation, or nothing. */
export const describeViolation = (violation: Violation) =>
  `${violation.file}:${violation.line}: module ${violation.module} writes ${violation.table}, owned by ${violation.owner ?? 'no module (add it to table-owners.json)'}`;

function main() {
  const apiDir = join(import.meta.dirname, '..');
  const { files, schemaNames } = readApiSources(apiDir);
  const owners = readTableOwners(join(import.meta.dirname, 'table-owners.json'));
  const violations = findViolations(files, schemaNames, owners);
  for (const violation of violations) console.error(describeViolation(violation));
  if (violations.length > 0) {
    console.error(`${violations.length} writes of a table by a module that does not own it`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
