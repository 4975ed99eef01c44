/**
 * Attack class 12: the database connection is cut while members write. Two extra processes
 * reach PostgreSQL through a TCP proxy (the run's pair is left alone); 20 loops, one per member, alternate sukarela
 * deposits and withdrawals across both for LOOP_MS while the proxy destroys every connection it carries, three
 * times. New connections pass at once, as after a failover or a network blip. The database is the witness after.
 */
import { describeExits, describeLines, FATAL_LINE, matchingLines } from './support/crash-figures';
import { countStatus, type Figure, seconds, statusCounts } from './support/figures';
import { type Reply, send } from './support/http';
import { insertProbeMembers, nikRange } from './support/probe-members';
import type { ApiProcess } from './support/processes';
import type { RunContext } from './support/run-context';
import {
  countBalanceMismatches,
  countMissingRows,
  findHalfWritten,
  openSukarela,
  savingsWrite,
  writtenId,
} from './support/savings-writes';
import { signInMember } from './support/sessions';
import { isHealthy } from './support/side-pair';
import { type SwitchableProxy, startSwitchableProxy } from './support/tcp';

const LOOP_MS = 36_000;
const CUT_AT_MS = [6_000, 14_000, 22_000];
/** Requests started this long after the last cut show whether writes work again. */
const SETTLE_MS = 2_000;
const REQUEST_TIMEOUT_MS = 20_000;
const MEMBERS = nikRange(780001, 20);

type Sent = { kind: 'deposit' | 'withdrawal'; startedMs: number; reply: Reply };
type Watched = { api: ApiProcess; name: string; exits: number[] };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One member's loop: deposit, withdrawal, deposit… to process (loop + i) mod 2, until LOOP_MS has passed. */
async function writeLoop(apis: readonly Watched[], loop: number, nik: string, token: string, t0: number) {
  const sent: Sent[] = [];
  for (let i = 0; performance.now() - t0 < LOOP_MS; i += 1) {
    const kind = i % 2 === 0 ? 'deposit' : 'withdrawal';
    const { path, options } = savingsWrite(kind, nik);
    const { api } = apis[(loop + i) % apis.length] as Watched;
    const startedMs = performance.now();
    const reply = await send(api.origin, path, { ...options, token, timeoutMs: REQUEST_TIMEOUT_MS });
    sent.push({ kind, startedMs, reply });
    // A refused connection (a dead process) answers at once: pace the loop instead of spinning.
    if (reply.status === 0) await sleep(500);
  }
  return sent;
}

/** Cuts every proxied connection at each CUT_AT_MS; answers how many each cut destroyed. */
async function cutOnSchedule(proxy: SwitchableProxy, t0: number): Promise<number[]> {
  const destroyed: number[] = [];
  for (const at of CUT_AT_MS) {
    await sleep(Math.max(0, t0 + at - performance.now()));
    destroyed.push(proxy.cut());
  }
  return destroyed;
}

async function startBehindProxy(ctx: RunContext, proxyPort: number): Promise<Watched[]> {
  const proxied = new URL(ctx.databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxyPort);
  const watched: Watched[] = [];
  for (const index of [1, 2]) {
    const name = `api-db-cut-${index}`;
    const api = await ctx.startExtra(name, { DATABASE_URL: proxied.toString(), SEED_DEMO: '0' });
    const entry: Watched = { api, name, exits: [] };
    void api.exited.then(() => entry.exits.push(performance.now()));
    watched.push(entry);
  }
  return watched;
}

async function consistencyFigures(ctx: RunContext, sent: Sent[], tokens: { nik: string; token: string }[]) {
  const ok = sent.filter((entry) => entry.reply.status === 200);
  const idsOf = (kind: Sent['kind']) =>
    ok.filter((entry) => entry.kind === kind).flatMap((entry) => writtenId(entry.reply) ?? []);
  const missing = await countMissingRows(ctx.sql, idsOf('deposit'), idsOf('withdrawal'));
  const { orphanProofs, unaudited, overReserved } = await findHalfWritten(ctx.sql, MEMBERS);
  const mismatches = await countBalanceMismatches(ctx.sql, ctx.portal.originFor(0), tokens);
  return [
    { measure: '200 replies whose request is not in the database', figure: String(missing), promise: '0' },
    {
      measure: 'half-written: proof files without a deposit · requests without their audit entry',
      figure: `${orphanProofs} · ${unaudited}`,
      promise: '0 · 0',
    },
    {
      measure: 'members whose withdrawals reserve more than their sukarela',
      figure: String(overReserved),
      promise: '0',
    },
    {
      measure: `members whose GET /Simpanan SukarelaTersedia ≠ ledger − reservations (of ${MEMBERS.length})`,
      figure: String(mismatches),
      promise: '0',
    },
  ];
}

export async function measureDatabaseCut(ctx: RunContext): Promise<Figure[]> {
  const database = new URL(ctx.databaseUrl);
  const proxy = await startSwitchableProxy(await ctx.ports.next(), {
    host: database.hostname,
    port: Number(database.port || 5432),
  });
  let watched: Watched[] = [];
  try {
    watched = await startBehindProxy(ctx, proxy.port);
    await insertProbeMembers(ctx.sql, MEMBERS);
    await openSukarela(ctx.sql, MEMBERS);
    const tokens = [];
    for (const nik of MEMBERS)
      tokens.push({ nik, token: await signInMember(ctx.portal.originFor(0), ctx.addresses, nik) });
    const t0 = performance.now();
    const [destroyed, ...loops] = await Promise.all([
      cutOnSchedule(proxy, t0),
      ...tokens.map(({ nik, token }, loop) => writeLoop(watched, loop, nik, token, t0)),
    ]);
    const sent = (loops as Sent[][]).flat();
    const lastCut = t0 + (CUT_AT_MS.at(-1) ?? 0);
    const after = sent.filter((entry) => entry.startedMs >= lastCut + SETTLE_MS);
    const alive = await Promise.all(watched.map((entry) => isHealthy(entry.api.origin)));
    const serverErrors = sent.filter((entry) => entry.reply.status >= 500).length;
    return [
      {
        measure: `${MEMBERS.length} loops × ${seconds(LOOP_MS)}, cuts at ${CUT_AT_MS.map(seconds).join(', ')}`,
        figure: `${sent.length} writes: ${statusCounts(sent.map((entry) => entry.reply))}; connections cut ${(destroyed as number[]).join(' + ')}`,
      },
      {
        measure: 'processes answering /api/health after the loops',
        figure: `${alive.filter(Boolean).length} of ${alive.length}`,
        promise: 'all',
      },
      { measure: 'process exits', figure: describeExits(watched, t0), promise: 'none' },
      {
        measure: '5xx replies (of which 503) · no reply',
        figure: `${serverErrors} (${countStatus(
          sent.map((entry) => entry.reply),
          503,
        )}) · ${countStatus(
          sent.map((entry) => entry.reply),
          0,
        )}`,
        promise: 'only 503s, during a cut',
      },
      {
        measure: "'Unhandled error' lines in the logs",
        figure: describeLines(
          matchingLines(
            watched.map((entry) => entry.api),
            FATAL_LINE,
          ),
        ),
        promise: '0',
      },
      {
        measure: `writes started ≥ ${seconds(SETTLE_MS)} after the last cut: 200`,
        figure: `${after.filter((entry) => entry.reply.status === 200).length} of ${after.length}`,
        promise: 'all',
      },
      ...(await consistencyFigures(ctx, sent, tokens)),
    ];
  } finally {
    await Promise.all(watched.map((entry) => entry.api.stop()));
    await proxy.close();
  }
}
