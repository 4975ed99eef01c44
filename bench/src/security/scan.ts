/**
 * SQL injection and web scans of a portal on loopback: sqlmap (batch mode) against representative GET/POST
 * endpoints with a demo member's bearer token, then wapiti with an explicit module list (its default list calls
 * an outside host). Starts a portal on 127.0.0.1:PERF_PORT (default 3141) from WEB_DIST_DIR the way the page
 * benchmarks do, or uses PERF_ORIGIN. Installs sqlmap and wapiti with apt-get when they are missing (Debian;
 * needs root). Prints what was scanned, the findings and the durations. Never part of npm test. SQLMAP_LEVEL and
 * SQLMAP_RISK (default 1 and 1) make sqlmap try more.
 *
 *   WEB_DIST_DIR=/tmp/dist-sec npx tsx bench/src/security/scan.ts
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoMember, openPortal, signIn } from '../support/portal';
import { ensureDebianTools, runTool } from './run-tool';
import { type SqlmapTarget, sqlmapTargets, wapitiStartPaths } from './targets';

const SQLMAP_LEVEL = process.env.SQLMAP_LEVEL ?? '1';
const SQLMAP_RISK = process.env.SQLMAP_RISK ?? '1';
const WAPITI_MODULES = 'xss,permanentxss,csp,http_headers,cookieflags,sql,exec';
process.env.PERF_PORT ??= '3141';
const workDir = mkdtempSync(join(tmpdir(), 'kopkar-security-'));

async function sqlmap(origin: string, target: SqlmapTarget, token: string) {
  const args = ['-u', `${origin}${target.path}`, '--batch', '--flush-session', '--output-dir', workDir];
  // Refusals (wrong password, validation) are pages to compare, not reasons to stop.
  args.push(
    '--level',
    SQLMAP_LEVEL,
    '--risk',
    SQLMAP_RISK,
    '--time-sec',
    '2',
    '--ignore-code',
    '401,404,409,422',
    '--disable-coloring',
  );
  if (target.body) args.push('--data', JSON.stringify(target.body), '--method', 'POST');
  if (target.member) args.push('--headers', `Authorization: Bearer ${token}`);
  const run = await runTool('sqlmap', args, { quiet: true });
  writeFileSync(join(workDir, `sqlmap-${target.name.replace(/\W+/g, '-')}.log`), run.output);
  const points = run.output.includes('identified the following injection point')
    ? (run.output.match(/^Parameter: .+$/gm) ?? [])
    : [];
  const tested = (run.output.match(/testing '.+'$/gm) ?? []).length;
  const clean = run.output.includes('all tested parameters do not appear to be injectable');
  const stopped = run.output.match(/\[(CRITICAL|ERROR)\] .+$/m)?.[0];
  const verdict =
    points.length > 0
      ? `INJECTABLE: ${points.join('; ')}`
      : clean
        ? 'not injectable'
        : `inconclusive (${stopped ?? 'see the log'})`;
  return { verdict, tested, exitCode: run.exitCode, seconds: run.seconds };
}

type WapitiReport = Record<'vulnerabilities' | 'anomalies' | 'additionals', Record<string, unknown[]>>;

async function wapiti(origin: string, token: string) {
  const report = join(workDir, 'wapiti.json');
  const args = ['-u', `${origin}/`, '-m', WAPITI_MODULES, '--scope', 'folder', '--flush-session'];
  args.push('-f', 'json', '-o', report, '--max-scan-time', '600', '--max-attack-time', '120', '-v', '2');
  // No `-x` exclusions: wapiti 3.0.4 (Debian 12) fails on Python 3.11 with any (a regex error); it only follows
  // links and forms, and signing out is a script-made POST it never finds.
  args.push('-H', `Authorization: Bearer ${token}`);
  for (const path of wapitiStartPaths) args.push('-s', `${origin}${path}`);
  const run = await runTool('wapiti', args, { quiet: true });
  writeFileSync(join(workDir, 'wapiti.log'), run.output);
  if (run.exitCode !== 0) throw new Error(`wapiti failed (${run.exitCode}):\n${run.output}`);
  const found = JSON.parse(readFileSync(report, 'utf8')) as WapitiReport;
  const named = (group: Record<string, unknown[]>) =>
    Object.entries(group)
      .filter(([, items]) => items.length > 0)
      .map(([kind, items]) => `${kind} × ${items.length}`);
  return {
    seconds: run.seconds,
    urls: Number(run.output.match(/Wapiti found (\d+) URLs/)?.[1] ?? Number.NaN),
    // -v 2 prints every attack request with this mark.
    attacks: (run.output.match(/^\[¨\] /gm) ?? []).length,
    vulnerabilities: named(found.vulnerabilities),
    anomalies: named(found.anomalies),
    additionals: named(found.additionals),
  };
}

await ensureDebianTools({ sqlmap: 'sqlmap', wapiti: 'wapiti' });
const portal = await openPortal();
try {
  const session = JSON.parse(await signIn(portal.origin, demoMember.nik, demoMember.password)) as {
    access_token: string;
    user: { id: number };
  };
  console.log(
    `portal ${portal.origin}, member ${demoMember.nik} (id ${session.user.id}), output in ${workDir}`,
  );
  const newest = await (await fetch(`${portal.origin}/api/v1/blog/newest?limit=1`)).json();
  const slug = (newest as { data: { slug: string }[] }).data[0]?.slug ?? 'tidak-ada';
  for (const target of sqlmapTargets(session.user.id, slug)) {
    const result = await sqlmap(portal.origin, target, session.access_token);
    console.log(
      `sqlmap ${target.name}: ${result.verdict} (${result.tested} tests, ${result.seconds} s, exit ${result.exitCode})`,
    );
  }
  const web = await wapiti(portal.origin, session.access_token);
  console.log(
    `wapiti -m ${WAPITI_MODULES}: ${web.urls} URLs, ${web.attacks} attack requests, ${web.seconds} s`,
  );
  console.log(`  vulnerabilities: ${web.vulnerabilities.join(', ') || 'none'}`);
  console.log(`  anomalies: ${web.anomalies.join(', ') || 'none'}`);
  console.log(`  additionals: ${web.additionals.join(', ') || 'none'}`);
} finally {
  await portal.stop();
}
