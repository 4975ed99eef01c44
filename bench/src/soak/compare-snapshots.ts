/**
 * Compares two heap snapshots of one soak (soak.ts writes them to its folder in /tmp): the classes whose self size
 * grew most, as a Markdown table, then for the first few of them who holds the objects that are new in the later
 * snapshot, with one shortest retaining path each.
 *
 *   npm run soak:compare -w @kopkar/bench -- /tmp/kopkar-soak-…/minute-5.heapsnapshot /tmp/…/end.heapsnapshot
 *   options: --top 20 (rows), --retainers 5 (classes whose holders are shown)
 */
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import {
  compareClasses,
  type Grower,
  indexRetainers,
  newSince,
  pathToRoot,
  retainersOf,
} from './heap-compare';
import { readHeapSnapshot } from './heapsnapshot';

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(2);
const signed = (bytes: number) => `${bytes >= 0 ? '+' : ''}${mb(bytes)}`;
const count = (value: number) => value.toLocaleString('en');

function formatGrowers(growers: Grower[], names: [string, string]): string {
  const lines = [
    `| class | count ${names[0]} → ${names[1]} | self MB ${names[0]} → ${names[1]} | Δ MB | new since ${names[0]}: count, MB |`,
    '|---|---:|---:|---:|---:|',
  ];
  for (const grower of growers) {
    lines.push(
      `| ${grower.name.replaceAll('|', '\\|')} | ${count(grower.before.count)} → ${count(grower.after.count)} | ${mb(grower.before.size)} → ${mb(grower.after.size)} | ${signed(grower.after.size - grower.before.size)} | ${count(grower.added.count)}, ${mb(grower.added.size)} |`,
    );
  }
  return lines.join('\n');
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '20' }, retainers: { type: 'string', default: '5' } },
  });
  const [first, second] = positionals;
  if (!first || !second) throw new Error('usage: soak:compare EARLIER.heapsnapshot LATER.heapsnapshot');
  const started = performance.now();
  const before = readHeapSnapshot(first);
  const after = readHeapSnapshot(second);
  const names: [string, string] = [basename(first, '.heapsnapshot'), basename(second, '.heapsnapshot')];
  const total = (snapshot: typeof before) => {
    let sum = 0;
    for (let node = 0; node < snapshot.nodeCount; node += 1)
      sum += snapshot.nodes[node * snapshot.nodeFields + snapshot.field.selfSize] as number;
    return sum;
  };
  console.info(
    `${names[0]}: ${count(before.nodeCount)} objects, ${mb(total(before))} MB; ${names[1]}: ${count(after.nodeCount)} objects, ${mb(total(after))} MB (read in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  const isNew = newSince(before, after);
  const growers = compareClasses(before, after, isNew);
  console.info(formatGrowers(growers.slice(0, Number(values.top)), names));
  console.info(`\nShrank most:\n${formatGrowers(growers.slice(-5).reverse(), names)}`);
  const index = indexRetainers(after);
  for (const grower of growers.slice(0, Number(values.retainers))) {
    console.info(
      `\n${grower.name}: holders of the ${count(grower.added.count)} new ones (${mb(grower.added.size)} MB)`,
    );
    const groups = retainersOf(after, index, grower.name, isNew);
    for (const [holder, group] of groups.slice(0, 5)) {
      console.info(`  ${count(group.count)} × ${mb(group.size)} MB  held by ${holder}`);
    }
    const sample = groups[0]?.[1].sample;
    if (sample !== undefined) console.info(`  path of one: ${pathToRoot(after, index, sample).join(' ← ')}`);
  }
}

main();
