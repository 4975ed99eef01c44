/**
 * The SQL a service call actually sends, and its plans: the checkout's `pg` Client has its `query` wrapped (before
 * any connection is made, so the API's pool and its transaction-safe clients all go through it), a call is made
 * with the recorder on, and each recorded query is run again under `EXPLAIN (ANALYZE, BUFFERS)` with the same
 * parameters. No copy of the API's SQL lives here: what is explained is what the chosen checkout runs.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { SqlSession } from '../generate/sql-session';

export type RecordedQuery = { text: string; values: unknown[] };
export type QueryPlan = RecordedQuery & { executionMs: number; planningMs: number; plan: string[] };

type QueryMethod = (this: unknown, ...args: unknown[]) => unknown;
type PgModule = { Client: { prototype: { query: QueryMethod } } };

/** A query's text and parameters, from any of pg's call forms (text, values) or ({ text, values }). */
function recordedOf(args: unknown[]): RecordedQuery | null {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, values: Array.isArray(second) ? second : [] };
  if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string') {
    const values = 'values' in first && Array.isArray(first.values) ? first.values : second;
    return { text: first.text, values: Array.isArray(values) ? values : [] };
  }
  return null;
}

/** Wraps the checkout's pg Client once; `record` answers the queries sent while `call` ran. */
export function installQueryRecorder(apiDir: string) {
  const pg = createRequire(join(apiDir, 'package.json'))('pg') as PgModule;
  const original = pg.Client.prototype.query;
  let recording: RecordedQuery[] | null = null;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const query = recording ? recordedOf(args) : null;
    if (query) recording?.push(query);
    return original.apply(this, args);
  };
  return {
    async record(call: () => Promise<unknown>): Promise<RecordedQuery[]> {
      recording = [];
      try {
        await call();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}

const millisecondsIn = (plan: string[], label: string) =>
  Number(plan.find((line) => line.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN);

/** Each recorded query that reads the journal, run again under EXPLAIN ANALYZE (it only reads). */
export async function explainQueries(session: SqlSession, queries: RecordedQuery[]): Promise<QueryPlan[]> {
  const plans: QueryPlan[] = [];
  for (const query of queries.filter((each) => /journal_lines/.test(each.text))) {
    const rows = await session.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
      query.values,
    );
    const plan = rows.map((row) => row['QUERY PLAN']);
    plans.push({
      ...query,
      plan,
      executionMs: millisecondsIn(plan, 'Execution Time'),
      planningMs: millisecondsIn(plan, 'Planning Time'),
    });
  }
  return plans;
}

/** The query's text on one line, shortened: enough to tell which repository function sent it. */
export const oneLine = (text: string, length = 140) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
};
