/**
 * The release attack run: every attack class (docs/testing.md#release-figures) against two API processes on one fresh
 * PostgreSQL database and one Redis, requests split across both like a load balancer. It prints figures, never
 * a verdict: run it on the code before a fix and after, and compare. Classes 10, 11 and 15 start a pair of their
 * own on a database of their own (support/side-pair.ts); 12 and 13 add processes to the run's database.
 *
 *   npm run attacks -w @kopkar/bench                        (the repository's own apps/api)
 *   ATTACK_API_DIR=/path/to/checkout/apps/api npm run attacks -w @kopkar/bench
 *   npm run attacks -w @kopkar/bench -- login otp           (only these classes; keys below)
 */
import { execFileSync } from 'node:child_process';
import { measureDatabaseCut } from './database-cut';
import { measureExistenceOracles } from './existence-oracles';
import { measureFileUploads } from './file-uploads';
import { measureLoginLockoutRace } from './login-lockout-race';
import { measureOtherCounters } from './other-counters';
import { measureOtpBehindBulk } from './otp-bulk';
import { measureOtpRequestRace } from './otp-request-race';
import { measureOwnershipOracles } from './ownership-oracles';
import { measurePayrollRace } from './payroll-race';
import { measurePostgresDown } from './postgres-down';
import { measureProxySpoofing } from './proxy-spoofing';
import { measurePushBlackhole } from './push-blackhole';
import { measurePushDevices } from './push-devices';
import { measurePushSsrf } from './push-ssrf';
import { measureRedisDown } from './redis-down';
import { measureSelfDecisions } from './self-decisions';
import { measureServedFiles } from './served-files';
import { measureSmallerItems } from './smaller-items';
import { measureSmtpBlackhole } from './smtp-blackhole';
import { type Figure, printSection, unmeasured } from './support/figures';
import { apiDirectory } from './support/processes';
import { type OpenRun, openRun, type RunContext } from './support/run-context';
import { measureTextInput } from './text-input';

type AttackClass = { key: string; title: string; steps: ((ctx: RunContext) => Promise<Figure[]>)[] };

const ATTACK_CLASSES: readonly AttackClass[] = [
  { key: 'login', title: '1. Login lockout race', steps: [measureLoginLockoutRace] },
  { key: 'otp', title: '2. OTP request race', steps: [measureOtpRequestRace] },
  { key: 'counters', title: '3. Other counters', steps: [measureOtherCounters] },
  {
    key: 'oracles',
    title: '4. Existence oracles',
    steps: [measureExistenceOracles, measureOwnershipOracles],
  },
  { key: 'proxy', title: '5. Proxy (TRUST_PROXY=1)', steps: [measureProxySpoofing] },
  { key: 'files', title: '6. Files', steps: [measureUploadsAndServing] },
  { key: 'text', title: '7. Text', steps: [measureTextInput] },
  { key: 'dependencies', title: '8. Dependencies', steps: [measureRedisDown, measurePostgresDown] },
  { key: 'smaller', title: '9. Smaller', steps: [measureSmallerItems, measurePayrollRace] },
  { key: 'push-blackhole', title: '10. Round two: blackholed push endpoint', steps: [measurePushBlackhole] },
  { key: 'smtp-blackhole', title: '11. Round two: blackholed SMTP', steps: [measureSmtpBlackhole] },
  { key: 'db-cut', title: '12. Round two: database cut during writes', steps: [measureDatabaseCut] },
  {
    key: 'push-ssrf',
    title: '13. Round two: push endpoints (SSRF forms, devices)',
    steps: [measurePushSsrf, measurePushDevices],
  },
  {
    key: 'self-decisions',
    title: '14. Round two: staff deciding their own requests',
    steps: [measureSelfDecisions],
  },
  { key: 'otp-bulk', title: '15. Round two: OTP behind a bulk mailing', steps: [measureOtpBehindBulk] },
];

async function measureUploadsAndServing(ctx: RunContext): Promise<Figure[]> {
  const { figures, documentToRead } = await measureFileUploads(ctx);
  return [...figures, ...(await measureServedFiles(ctx, documentToRead))];
}

function selectClasses(keys: readonly string[]): readonly AttackClass[] {
  if (keys.length === 0) return ATTACK_CLASSES;
  const unknown = keys.filter((key) => !ATTACK_CLASSES.some((attack) => attack.key === key));
  if (unknown.length > 0) {
    const known = ATTACK_CLASSES.map((attack) => attack.key).join(', ');
    throw new Error(`unknown attack class ${unknown.join(', ')} (known: ${known})`);
  }
  return ATTACK_CLASSES.filter((attack) => keys.includes(attack.key));
}

/** Which code is measured: the checkout's commit, and whether its working tree differs from it. */
function describeCheckout(apiDir: string): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', apiDir, ...args], { encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--untracked-files=no').split('\n').filter(Boolean).length;
    return `${git('rev-parse', '--short', 'HEAD')}${changed > 0 ? ` + ${changed} changed files` : ''}`;
  } catch {
    return 'not a git checkout';
  }
}

async function runClass(ctx: RunContext, attack: AttackClass): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const step of attack.steps) {
    figures.push(...(await step(ctx).catch((error: unknown) => [unmeasured(step.name, error)])));
  }
  printSection(attack.title, figures);
  return figures;
}

/** The whole run once more as one Markdown table, to paste into the issue's closing note. */
function printMarkdown(results: readonly { title: string; figures: readonly Figure[] }[]): void {
  const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  console.info('\n| class | measure | figure | promise |\n|---|---|---|---|');
  for (const { title, figures } of results) {
    for (const row of figures) {
      console.info(
        `| ${cell(title)} | ${cell(row.measure)} | ${cell(row.figure)} | ${cell(row.promise ?? '')} |`,
      );
    }
  }
}

async function main(): Promise<void> {
  const classes = selectClasses(process.argv.slice(2));
  const apiDir = apiDirectory();
  console.info(`Attack run on ${apiDir} (${describeCheckout(apiDir)}), ${new Date().toISOString()}`);
  const run: OpenRun = await openRun(apiDir);
  let isClosed = false;
  const close = async () => {
    if (isClosed) return;
    isClosed = true;
    await run.close();
  };
  process.once('SIGINT', () => void close().finally(() => process.exit(130)));
  try {
    console.info(`database ${run.databaseUrl}, API ${run.portal.origins.join(' + ')}`);
    const results: { title: string; figures: Figure[] }[] = [];
    for (const attack of classes) results.push({ title: attack.title, figures: await runClass(run, attack) });
    printMarkdown(results);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
