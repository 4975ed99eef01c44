/**
 * What each scale script measured, as data: with `--figures FILE` a script writes its figures there as JSON
 * besides printing them, so `npm run bench` (scale-report.ts) can gather both sizes into one table.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Result } from 'autocannon';

/** One autocannon run; `load` is the 1-, 5- and 15-minute load average when it ended. */
export type LoadFigure = { rps: number; p50: number; p99: number; errors: number; load: string };

/**
 * The figures of one autocannon result: mean req/s (rounded), p50 and p99 latency in ms, and as errors both the
 * requests that failed (timeouts, resets) and those answered with a non-2xx status.
 */
export function loadFigureOf(
  result: Pick<Result, 'requests' | 'latency' | 'errors' | 'non2xx'>,
  load: string,
): LoadFigure {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    load,
  };
}

export type ReadsFigures = {
  runtime: string;
  /** sukarelaRows: the member's sukarela ledger rows; absent on a checkout without savings. */
  member: { nik: string; id: number; loans: number; notifications: number; sukarelaRows?: number };
  connections: number;
  seconds: number;
  limit: LoadFigure;
  calls: (LoadFigure & { call: string; ratio: number })[];
  rss: { idleMb: number; peakMb: number; load: string };
};

/** One timed service call: how long it took (or until it failed), what it did, the load when it ended. */
export type StepFigure = { seconds: number; isOk: boolean; detail: string; load: string };

export type PayrollFigures = {
  period?: string;
  work?: string;
  /** The deduction instruction for HR of the whole group, read and written out (before the posting). */
  instructionCsv?: StepFigure;
  instructionXlsx?: StepFigure;
  preview?: StepFigure;
  post?: StepFigure;
  /** HR's file of actual deductions made from the instruction (actual-file.ts), its preview and its posting. */
  actualFile?: string;
  actualPreview?: StepFigure;
  actualPost?: StepFigure;
};

export type HrImportFigures = { count: number; preview?: StepFigure; apply?: StepFigure };

/** A script stopped at its deadline leaves what it measured so far and this. */
export type Stopped = { stoppedAfter?: { seconds: number; load: string } };

export function writeFigures(file: string | undefined, figures: object): void {
  if (file) writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}

/** Adds `stoppedAfter` to what a child killed at its deadline had written (or to nothing). */
export function markStopped(
  file: string | undefined,
  stoppedAfter: NonNullable<Stopped['stoppedAfter']>,
): void {
  if (!file) return;
  const measured = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as object) : {};
  writeFigures(file, { ...measured, stoppedAfter });
}
