/**
 * The soak's curve as Markdown: one row per sample (or every `everyMinutes`), req/s averaged over the rows it
 * stands for, and a closing line comparing the first and last quarter of the run under load (medians, so one
 * snapshot's pause or one garbage collection does not decide whether the curve levelled off).
 *
 *   npm run soak:table -w @kopkar/bench -- /tmp/kopkar-soak-… [--every 5]
 */
import { parseArgs } from 'node:util';
import { readSamples, type Sample } from './samples';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The rows to print: every sample, or the last sample of each `everyMinutes` with req/s averaged over the step. */
function rowsOf(samples: Sample[], everyMinutes: number): Sample[] {
  if (everyMinutes <= 0) return samples;
  const rows: Sample[] = [];
  let group: Sample[] = [];
  for (const sample of samples) {
    group.push(sample);
    const isStepEnd = sample.at % (everyMinutes * 60) === 0 || sample.note !== undefined;
    if (!isStepEnd) continue;
    const underLoad = group.filter((each) => each.rps > 0);
    const rps =
      underLoad.length > 0
        ? Math.round(underLoad.reduce((sum, each) => sum + each.rps, 0) / underLoad.length)
        : 0;
    rows.push({ ...sample, rps });
    group = [];
  }
  if (group.length > 0) rows.push(group.at(-1) as Sample);
  return rows;
}

export function formatCurve(samples: Sample[], everyMinutes = 0): string {
  const lines = [
    '| minute | RSS MB (anon) | heapUsed MB | heapTotal MB | external MB (arrayBuffers) | malloc arenas MB (main + threads) | req/s | load (1 min) | note |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rowsOf(samples, everyMinutes)) {
    lines.push(
      `| ${(row.at / 60).toFixed(1)} | ${row.rssMb} (${row.rssAnonMb}) | ${row.heapUsedMb} | ${row.heapTotalMb} | ${row.externalMb} (${row.arrayBuffersMb}) | ${row.mainArenaMb ?? '–'} + ${row.threadArenasMb ?? '–'} | ${row.rps} | ${row.load.split(',')[0]} | ${row.note ?? ''} |`,
    );
  }
  return lines.join('\n');
}

/** First quarter against last quarter of the samples taken under load, medians. */
export function describeTrend(samples: Sample[]): string {
  const loaded = samples.filter((sample) => sample.rps > 0 && sample.note === undefined);
  const quarter = Math.max(1, Math.floor(loaded.length / 4));
  const first = loaded.slice(0, quarter);
  const last = loaded.slice(-quarter);
  const figure = (name: string, pick: (sample: Sample) => number) =>
    `${name} ${median(first.map(pick))} → ${median(last.map(pick))} MB`;
  return `Medians of the first and last quarter under load (${quarter} samples each): ${[
    figure('RSS', (sample) => sample.rssMb),
    figure('heapUsed', (sample) => sample.heapUsedMb),
    figure('external', (sample) => sample.externalMb),
    figure('heapTotal', (sample) => sample.heapTotalMb),
  ].join(
    ', ',
  )}; req/s ${median(first.map((sample) => sample.rps))} → ${median(last.map((sample) => sample.rps))}.`;
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { every: { type: 'string', default: '0' } },
  });
  const folder = positionals[0];
  if (!folder) throw new Error('usage: soak:table FOLDER [--every MINUTES]');
  const samples = readSamples(folder);
  console.info(formatCurve(samples, Number(values.every)));
  console.info(`\n${describeTrend(samples)}`);
}

if (import.meta.main) main();
