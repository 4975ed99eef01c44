/** CPU time and memory of this process's children and of a process group, read from /proc (Linux). */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** Children's CPU time (ms) this process has waited for so far: /proc/self/stat cutime + cstime. */
export function waitedChildrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * (1000 / TICKS_PER_SECOND);
}

/** Resident memory (MB) of a process group: the largest process (the server) and the sum of all of them. */
export function groupRss(groupId: number): { serverMb: number; totalMb: number } {
  const kbs: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      kbs.push(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0));
    } catch {
      // ended meanwhile
    }
  }
  const mb = (kb: number) => Math.round(kb / 1024);
  return { serverMb: mb(Math.max(0, ...kbs)), totalMb: mb(kbs.reduce((sum, kb) => sum + kb, 0)) };
}

/**
 * CPU time (user + system, ms) spent so far by every process of a group. On a shared machine a start-up's wall
 * time grows with everyone else's load; the CPU it burns much less so: both are reported.
 */
export function groupCpuMs(groupId: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name: state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks * (1000 / TICKS_PER_SECOND);
}
