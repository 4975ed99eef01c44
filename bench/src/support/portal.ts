/**
 * The portal the page benchmarks measure: either one already running (PERF_ORIGIN=http://host:port) or a fresh
 * one this process starts from a built web app (WEB_DIST_DIR, default apps/web/dist) on PERF_PORT (default 3150)
 * with the demo data in a throw-away data folder, the way e2e/support/start-stack.ts starts it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repositoryRoot = resolve(import.meta.dirname, '../../..');

/** A portal to measure; `groupId` is the process group of one this process started (its CPU can be read). */
export type Portal = { origin: string; stop: () => Promise<void>; groupId?: number };

async function waitForHealth(origin: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`the portal at ${origin} did not become healthy`);
}

/** The built web app the bench measures: WEB_DIST_DIR, or apps/web/dist. */
export const webDistDir = () => resolve(process.env.WEB_DIST_DIR ?? join(repositoryRoot, 'apps/web/dist'));

export async function openPortal(): Promise<Portal> {
  const given = process.env.PERF_ORIGIN;
  if (given) {
    await waitForHealth(given, Date.now() + 10_000);
    return { origin: given.replace(/\/$/, ''), stop: async () => {} };
  }
  const distDir = webDistDir();
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`no build in ${distDir}: run WEB_OUT_DIR=${distDir} npm run build -w @kopkar/web first`);
  }
  const port = Number(process.env.PERF_PORT ?? 3150);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kopkar-perf-'));
  const server: ChildProcess = spawn('npm', ['run', 'start', '-w', '@kopkar/api'], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      DATABASE_URL: '',
      CAPTCHA_BYPASS: '1',
      SEED_DEMO: '1',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
    },
    // Its own process group, so stopping it also stops tsx and the server under npm.
    detached: true,
  });
  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((done) => server.once('exit', done));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, Date.now() + 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, groupId: server.pid };
}

type Envelope<T> = { code: number; message: string; data: T };

/** Signs in through the API the way the login form does (the portal runs with CAPTCHA_BYPASS=1). */
export async function signIn(origin: string, nik: string, password: string): Promise<string> {
  const key = ((await (await fetch(`${origin}/api/v1/get-key/math`)).json()) as Envelope<{ key: string }>)
    .data.key;
  const reply = await fetch(`${origin}/api/v1/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nik, password, captcha: '0', key }),
  });
  const body = (await reply.json()) as Envelope<{ access_token: string; user: unknown }>;
  if (reply.status !== 200) throw new Error(`login of ${nik}: ${reply.status} ${body.message}`);
  // The value the SPA keeps in localStorage under 'session' (apps/web/src/lib/session.ts).
  return JSON.stringify({ access_token: body.data.access_token, user: body.data.user });
}

export const demoMember = { nik: '100001', password: 'Koperasi123!' };

/** The demo member the page benchmarks sign in for member pages: she has loans, points and notifications. */
export const memberWithLoans = { nik: '100002', password: 'Koperasi123!' };

/** The agreement number of the member's running (FUN) loan, read as the home page reads it. */
export async function readRunningAgreement(origin: string, nik: string, session: string): Promise<string> {
  const { access_token } = JSON.parse(session) as { access_token: string };
  const reply = await fetch(`${origin}/api/v1/HistoryPinjamanAll/${encodeURIComponent(nik)}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const body = (await reply.json()) as Envelope<{ Status: string; AgreementNo: string | null }[]>;
  const agreementNo = body.data?.find((loan) => loan.Status === 'FUN')?.AgreementNo;
  if (!agreementNo) throw new Error(`${nik} has no running loan with an agreement number (${reply.status})`);
  return agreementNo;
}

/** A member's stored session and the values of the member routes' parameters (`:nik`, `:AgreementNo`). */
export async function signInMember(origin: string, member: { nik: string; password: string }) {
  const session = await signIn(origin, member.nik, member.password);
  const agreementNo = await readRunningAgreement(origin, member.nik, session);
  return { session, nik: member.nik, agreementNo };
}
