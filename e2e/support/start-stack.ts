/**
 * The command Playwright's `webServer` runs. Playwright starts web servers BEFORE globalSetup, so everything
 * the server needs at boot lives here: a fresh data folder (or a recreated `kopkar_e2e` PostgreSQL
 * database), the SMTP mail sink, the Web Push sink, then the built portal itself (`npm run start -w @kopkar/api`).
 * On SIGTERM (Playwright's graceful shutdown) it stops the server, closes the sink and removes the run folder.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  e2eBaseUrl,
  e2eDatabaseName,
  e2ePort,
  readMailStorePath,
  readPushSinkUrlPath,
  readPushStorePath,
  readRunDir,
} from './environment';
import { startMailSink } from './mail-sink';
import { e2eMetricsPort } from './metrics-check';
import { startPushSink } from './push-sink';
import { recreateDatabase } from './recreate-database';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const runDir = readRunDir();
await rm(runDir, { recursive: true, force: true });
await mkdir(runDir, { recursive: true });

const sink = await startMailSink(readMailStorePath());
const pushSink = await startPushSink(runDir, readPushStorePath());
await writeFile(readPushSinkUrlPath(), pushSink.url);
const databaseUrl = process.env.DATABASE_URL
  ? await recreateDatabase(process.env.DATABASE_URL, e2eDatabaseName)
  : undefined;

const server = spawn('npm', ['run', 'start', '-w', '@kopkar/api'], {
  cwd: repositoryRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    // test: every reply with a declared schema is checked against it, so a presenter drifting from the contract
    // fails the browser tests too (plugins/reply-serializer.ts).
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(e2ePort),
    // global-teardown.ts scrapes it after the run (metrics-check.ts).
    METRICS_PORT: String(e2eMetricsPort),
    // Issued documents' QR codes point here, so a test can open what it scanned.
    PUBLIC_URL: e2eBaseUrl,
    DATA_DIR: join(runDir, 'data'),
    DATABASE_URL: databaseUrl ?? '',
    CAPTCHA_BYPASS: '1',
    SEED_DEMO: '1',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    OUTBOX_POLL_MS: '200',
    // The portal's web-push reaches the local push sink over HTTPS with the sink's self-signed certificate.
    NODE_EXTRA_CA_CERTS: pushSink.certificatePath,
    // The sink listens on 127.0.0.1, an address the portal refuses to push to unless told it is a test.
    PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
    // Every test signs in through the API; the per-IP login limit would otherwise throttle the suite.
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    // With Redis the counters outlive the stack: each run counts from zero (comments are limited per hour).
    RATE_LIMIT_NAMESPACE: `kopkar-e2e-${e2ePort}-${process.pid}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

let stopping = false;
async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  await sink.close();
  await pushSink.close();
  await rm(runDir, { recursive: true, force: true });
  process.exit(exitCode);
}

server.once('exit', (code) => {
  if (!stopping) {
    console.error(`e2e stack: the portal exited early with code ${code}`);
    void stop(code ?? 1);
  }
});
// `on`, not `once`: Playwright signals the whole process group and tsx relays the signal again, and a
// second SIGTERM without a listener would kill the launcher before it cleans up.
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
