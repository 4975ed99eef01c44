/**
 * API processes under attack. ATTACK_API_DIR names the `apps/api` folder to start (default: the one of the
 * repository this script lives in), so the same script measures a worktree of an older commit "before" and the
 * working tree "after". Each process runs `tsx src/server.ts` with that checkout's own node_modules (its Node 24
 * and tsx), pinned to core 0 (docs/testing.md trap 5: the script runs on core 1), in its own process group so that
 * stopping it also stops tsx's child.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const DEFAULT_API_DIR = resolve(import.meta.dirname, '../../../../apps/api');
const HEALTH_DEADLINE_MS = 180_000;
const STOP_GRACE_MS = 15_000;
/** Lines of a process's output kept for the report (its start-up errors). */
const KEPT_OUTPUT_CHARS = 20_000;

export type ApiProcess = {
  name: string;
  origin: string;
  port: number;
  /** Everything the process printed so far (stdout and stderr interleaved). */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

export function apiDirectory(): string {
  const apiDir = resolve(process.env.ATTACK_API_DIR ?? DEFAULT_API_DIR);
  if (!existsSync(join(apiDir, 'src/server.ts'))) {
    throw new Error(`ATTACK_API_DIR=${apiDir} has no src/server.ts (it must name an apps/api folder)`);
  }
  return apiDir;
}

/** The environment a process gets: nothing from ours (no stray DATABASE_URL or NODE_ENV), only what we set. */
function processEnvironment(apiDir: string, settings: Record<string, string>): NodeJS.ProcessEnv {
  const repositoryBin = resolve(apiDir, '../../node_modules/.bin');
  return {
    PATH: `${repositoryBin}:${process.env.PATH ?? ''}`,
    HOME: process.env.HOME,
    TZ: 'Asia/Jakarta',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...settings,
  };
}

export type StartOptions = {
  name: string;
  port: number;
  settings: Record<string, string>;
  /**
   * What counts as started: /api/health answers 200 (default), the server answers at all (a process whose
   * dependency is down may rightly report 503), or nothing (a process expected to fail at start).
   */
  waitFor?: 'health' | 'answer' | 'nothing';
};

export async function startApi(apiDir: string, options: StartOptions): Promise<ApiProcess> {
  if (!(await isPortFree(options.port))) throw new Error(`port ${options.port} is taken`);
  const child = spawn('taskset', ['-c', '0', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: processEnvironment(apiDir, {
      PORT: String(options.port),
      // Production refuses to start without the https address documents' QR codes point at; none is scanned here.
      PUBLIC_URL: 'https://kopkar.bench.invalid',
      ...options.settings,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const origin = `http://127.0.0.1:${options.port}`;
  const api: ApiProcess = {
    name: options.name,
    origin,
    port: options.port,
    output: () => output,
    exited,
    stop: () => stopGroup(child, exited),
  };
  if (options.waitFor !== 'nothing') {
    try {
      await waitUntilStarted(api, options.waitFor ?? 'health');
    } catch (error) {
      await api.stop();
      throw error;
    }
  }
  return api;
}

async function waitUntilStarted(api: ApiProcess, readiness: 'health' | 'answer'): Promise<void> {
  let hasExited = false;
  void api.exited.then(() => {
    hasExited = true;
  });
  const deadline = Date.now() + HEALTH_DEADLINE_MS;
  while (Date.now() < deadline && !hasExited) {
    try {
      const reply = await fetch(`${api.origin}/api/health`);
      if (reply.ok || readiness === 'answer') return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${api.name} did not start on ${api.origin}:\n${api.output().slice(-2000)}`);
}

async function stopGroup(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const pid = child.pid;
  signalGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
  // tsx's own child may outlive it for a moment when the parent died first.
  signalGroup(pid, 'SIGKILL');
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

/** True when nothing listens on the port (we bind it for a moment on 127.0.0.1). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

export type PortPool = { next: () => Promise<number> };

/** Ports handed out in order from the run's range (ATTACK_PORT_BASE, default 3500, up to 100 ports). */
export function createPortPool(base: number, size = 100): PortPool {
  let offset = 0;
  return {
    next: async () => {
      while (offset < size) {
        const port = base + offset;
        offset += 1;
        if (await isPortFree(port)) return port;
      }
      throw new Error(`no free port left in ${base}-${base + size - 1}`);
    },
  };
}
