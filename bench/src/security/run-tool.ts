/** Running the outside tools of the security scans: timed, their output kept, Debian packages installed once. */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const repositoryRoot = resolve(import.meta.dirname, '../../..');

export type ToolRun = { command: string; exitCode: number; seconds: number; output: string };

/** Runs a command to its end, echoing its output, and returns that output with the exit code and duration. */
export function runTool(command: string, args: string[], options: { cwd?: string; quiet?: boolean } = {}) {
  const started = performance.now();
  return new Promise<ToolRun>((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (!options.quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on('close', (code) =>
      done({
        command: [command, ...args].join(' '),
        exitCode: code ?? 1,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        output,
      }),
    );
  });
}

const isInstalled = (binary: string) => spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;

/**
 * Installs the Debian packages whose command is missing (`apt-get install`, needs root), once; the scans use
 * sqlmap and wapiti from Debian (docs/testing.md), nothing else is installed.
 */
export async function ensureDebianTools(packages: Record<string, string>): Promise<void> {
  const missing = Object.entries(packages)
    .filter(([binary]) => !isInstalled(binary))
    .map(([, name]) => name);
  if (missing.length === 0) return;
  console.log(`installing ${missing.join(', ')} with apt-get (Debian packages)`);
  const install = await runTool('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    quiet: true,
  });
  if (install.exitCode !== 0) {
    throw new Error(`apt-get install ${missing.join(' ')} failed (${install.exitCode}):\n${install.output}`);
  }
}
