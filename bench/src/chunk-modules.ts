/**
 * What one built chunk is made of: per npm package (MUI per component folder) or app folder, the bytes the chunk
 * holds of it and what leaving them out would save of the chunk's gzip (zlib default level, the figure of
 * initial-js). Needs the chunk's source map, so build with maps first (they are not served to anyone):
 *
 *   WEB_OUT_DIR=/tmp/dist-map npm run build -w @kopkar/web -- --sourcemap hidden
 *   npm run chunk-modules -w @kopkar/bench -- /tmp/dist-map/assets/index-*.js
 *
 * The saving of a group is measured (the chunk gzipped without it), so the rows do not add up to the total:
 * gzip shares repeated strings between groups.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

type SourceMap = { sources: string[]; mappings: string };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The source index of every character of the generated code (-1 where no mapping covers it). */
function ownerOfEachCharacter(code: string, map: SourceMap): Int32Array {
  const owners = new Int32Array(code.length).fill(-1);
  const lines = code.split('\n');
  let lineStart = 0;
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    let previous: { column: number; source: number } | null = null;
    for (const segment of lineMappings.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (previous) owners.fill(previous.source, lineStart + previous.column, lineStart + column);
      if (sourceDelta === undefined) {
        previous = null;
        continue;
      }
      source += sourceDelta;
      previous = { column, source };
    }
    if (previous) owners.fill(previous.source, lineStart + previous.column, lineStart + line.length);
    lineStart += line.length + 1;
  });
  return owners;
}

/** The row a source file counts under: its npm package (MUI by component folder), or its app folder. */
function groupOf(source: string | undefined): string {
  if (!source) return '(no source: bundler glue)';
  const packagePath = source.split('node_modules/').at(-1);
  if (packagePath !== undefined && packagePath !== source) {
    const parts = packagePath.split('/');
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
    const rest = parts.slice(name.split('/').length).filter((part) => part !== 'esm' && part !== 'dist');
    return name.startsWith('@mui/') ? `${name}/${rest[0] ?? ''}` : name;
  }
  const app = /(apps\/web\/src|packages\/domain\/src)\/(.*)$/.exec(source);
  if (!app) return source;
  const folders = (app[2] ?? '').split('/');
  return `${app[1]}/${folders.slice(0, Math.min(2, folders.length)).join('/')}`;
}

function describeChunk(file: string): void {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap;
  const owners = ownerOfEachCharacter(code, map);
  const groups = map.sources.map(groupOf);
  const groupOfCharacter = (index: number) => {
    const owner = owners[index] ?? -1;
    return owner < 0 ? groupOf(undefined) : (groups[owner] ?? groupOf(undefined));
  };
  const bytes = new Map<string, number>();
  for (let index = 0; index < code.length; index++) {
    const group = groupOfCharacter(index);
    bytes.set(group, (bytes.get(group) ?? 0) + 1);
  }
  const total = gzipSync(code).length;
  const rows = [...bytes].map(([group, size]) => {
    let rest = '';
    let runStart = 0;
    for (let index = 0; index <= code.length; index++) {
      if (index < code.length && groupOfCharacter(index) !== group) continue;
      rest += code.slice(runStart, index);
      runStart = index + 1;
    }
    return { group, size, saved: total - gzipSync(rest).length };
  });
  rows.sort((a, b) => b.saved - a.saved);
  console.log(`${file}: ${code.length.toLocaleString('en')} bytes, ${(total / 1000).toFixed(1)} kB gzip`);
  console.log('| kB gzip saved without it | bytes | package or folder |\n|---:|---:|---|');
  for (const row of rows.filter((r) => r.size >= 200)) {
    console.log(`| ${(row.saved / 1000).toFixed(1)} | ${row.size.toLocaleString('en')} | ${row.group} |`);
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error(
    'usage: npm run chunk-modules -w @kopkar/bench -- <built chunk.js> … (each with its .js.map)',
  );
  process.exit(2);
}
for (const file of files) describeChunk(file);
