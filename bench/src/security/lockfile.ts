/**
 * Lockfile check: every package in package-lock.json comes from the npm registry over https with an integrity
 * hash (lockfile-lint). The same check is the root script `npm run lint:lockfile`; this prints its duration.
 *
 *   npx tsx bench/src/security/lockfile.ts
 */
import { runTool } from './run-tool';

const run = await runTool('npm', ['run', '--silent', 'lint:lockfile']);
console.log(`\nlockfile-lint: ${run.exitCode === 0 ? 'no issues' : 'issues found'} in ${run.seconds} s`);
process.exitCode = run.exitCode;
