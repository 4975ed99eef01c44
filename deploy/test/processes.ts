import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a copy, nginx or the migrations may take to come up on a busy 2-core machine. */
const START_DEADLINE_MS = 60_000;
const STOP_GRACE_MS = 45_000;
const KEPT_OUTPUT_CHARS = 20_000;

export type Child = {
  name: string;
  pid: number | undefined;
  /** Everything it printed (stdout and stderr), for the error when it fails. */
  output: () => string;
  /** The exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
  hasExited: () => boolean;
  /** SIGTERM, then SIGKILL if it is still there after the unit's stop timeout. */
  stop: () => Promise<number | null>;
};

/** Starts a process of ours, keeping its output, never inheriting this process's environment beyond `env`. */
export function startChild(
  name: string,
  command: { program: string; args: string[] },
  options: { cwd: string; env: Record<string, string | undefined> },
): Child {
  const child: ChildProcess = spawn(command.program, command.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let hasExited = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      keep(Buffer.from(String(error)));
      hasExited = true;
      resolve(-1);
    });
    child.once('exit', (code) => {
      hasExited = true;
      resolve(code);
    });
  });
  return {
    name,
    pid: child.pid,
    output: () => output,
    exited,
    hasExited: () => hasExited,
    stop: async () => {
      if (hasExited) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Runs a command to its end; throws with its output unless it exits with 0. */
export async function runToEnd(
  name: string,
  command: { program: string; args: string[] },
  options: { cwd: string; env: Record<string, string | undefined> },
): Promise<void> {
  const child = startChild(name, command, options);
  const code = await child.exited;
  if (code !== 0) throw new Error(`${name} exited with ${code}:\n${child.output().slice(-3000)}`);
}

/** Polls `isUp` until it answers true; throws with the child's output if the child ends or the deadline passes. */
export async function waitUntil(child: Child, isUp: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (!child.hasExited() && Date.now() < deadline) {
    if (await isUp().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${child.name} did not come up:\n${child.output().slice(-3000)}`);
}
