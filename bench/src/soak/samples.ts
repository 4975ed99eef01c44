/**
 * The curve: every `everySeconds` the API process's resident set from /proc (read from outside, costs the process
 * nothing) and its heap as it sees it (inspector.ts), with the requests answered since the sample before; heap
 * snapshots at the chosen minutes. Samples are appended as JSON lines to the run's folder as they come, so a run
 * cut short still leaves its curve behind.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAverage } from '../support/scratch-database';
import type { Inspector } from './inspector';

export type Sample = {
  /** Seconds since the load began. */
  at: number;
  rssMb: number;
  /** Anonymous memory only (the JavaScript heap, malloc), without the mapped binary and libraries. */
  rssAnonMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  mallocedMb: number;
  /** glibc's arenas: the main thread's (`[heap]`) and the other threads' (argon2, sharp, libuv's pool). */
  mainArenaMb?: number;
  threadArenasMb?: number;
  nativeContexts: number;
  detachedContexts: number;
  /** Requests answered per second since the previous sample. */
  rps: number;
  load: string;
  note?: string;
};

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

function residentOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: mb(kb('VmRSS') * 1024), rssAnonMb: mb(kb('RssAnon') * 1024), ...arenasOf(pid) };
}

const ARENA_BYTES = 64 * 1_048_576;
const MAPPING = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/;

/**
 * Resident memory of glibc's malloc arenas, from /proc/<pid>/smaps: the main arena is the `[heap]` mapping; a
 * thread's arena is an anonymous mapping of at most 64 MiB starting on a 64 MiB boundary (how glibc reserves them
 * on 64-bit Linux). V8's own pages are 256 kB-aligned, so one may rarely be counted as an arena: an approximation.
 */
function arenasOf(pid: number) {
  let main = 0;
  let threads = 0;
  let kind: 'main' | 'thread' | 'other' = 'other';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = MAPPING.exec(line);
    if (mapping) {
      const start = BigInt(`0x${mapping[1]}`);
      const size = BigInt(`0x${mapping[2]}`) - start;
      const isThreadArena =
        mapping[3] === '' &&
        start % BigInt(ARENA_BYTES) === 0n &&
        size <= BigInt(ARENA_BYTES) &&
        start > 2n ** 46n;
      kind = mapping[3] === '[heap]' ? 'main' : isThreadArena ? 'thread' : 'other';
      continue;
    }
    if (kind === 'other' || !line.startsWith('Rss:')) continue;
    const kb = Number(line.slice(4).trim().split(' ')[0]);
    if (kind === 'main') main += kb;
    else threads += kb;
  }
  return { mainArenaMb: mb(main * 1024), threadArenasMb: mb(threads * 1024) };
}

export async function takeSample(
  pid: number,
  inspector: Inspector,
  at: number,
  requests: number,
  seconds: number,
): Promise<Sample> {
  const heap = await inspector.memory();
  return {
    at: Math.round(at),
    ...residentOf(pid),
    heapUsedMb: mb(heap.heapUsed),
    heapTotalMb: mb(heap.heapTotal),
    externalMb: mb(heap.external),
    arrayBuffersMb: mb(heap.arrayBuffers),
    mallocedMb: mb(heap.malloced),
    nativeContexts: heap.nativeContexts,
    detachedContexts: heap.detachedContexts,
    rps: seconds > 0 ? Math.round(requests / seconds) : 0,
    load: loadAverage(),
  };
}

export function recordSample(folder: string, sample: Sample): void {
  appendFileSync(join(folder, 'samples.jsonl'), `${JSON.stringify(sample)}\n`);
  const minute = (sample.at / 60).toFixed(1).padStart(5);
  console.info(
    `${minute} min  RSS ${sample.rssMb} MB (anon ${sample.rssAnonMb})  heap ${sample.heapUsedMb}/${sample.heapTotalMb} MB  external ${sample.externalMb} (buffers ${sample.arrayBuffersMb})  malloc arenas ${sample.mainArenaMb} + ${sample.threadArenasMb}  ${sample.rps} req/s  load ${sample.load}${sample.note ? `  ${sample.note}` : ''}`,
  );
}

export function readSamples(folder: string): Sample[] {
  return readFileSync(join(folder, 'samples.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sample);
}
