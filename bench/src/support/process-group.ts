/**
 * Servers a benchmark starts, each in its own process group (npm → tsx → node: stopping only the first leaves the
 * listening server behind, see member-read-paths.ts), and the resident memory of the group's server process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export function startGroup(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; log: string },
) {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: 'pipe',
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  return { pid: child.pid ?? 0, stop, output: () => `${options.log}:\n${output}` };
}

export async function waitForHealth(url: string, seconds: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s\n${describe()}`);
}

/** Processes whose process group is `groupId`, with their resident set (kB) and command line. */
function membersOf(groupId: number) {
  const found: { pid: number; rssKb: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.push({ pid: Number(entry), rssKb, command });
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

/** RSS in MB of the group's largest process whose command line names `marker` (the server, not npm or tsx). */
export function serverRssMb(groupId: number, marker: string): number {
  const candidates = membersOf(groupId).filter((member) => member.command.includes(marker));
  return Math.round(Math.max(0, ...candidates.map((member) => member.rssKb)) / 1024);
}

/** Samples the server's RSS every `everyMs` until stopped; answers the peak. */
export function sampleRss(groupId: number, marker: string, everyMs = 250) {
  let peak = serverRssMb(groupId, marker);
  const timer = setInterval(() => {
    peak = Math.max(peak, serverRssMb(groupId, marker));
  }, everyMs);
  return {
    peak: () => peak,
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
