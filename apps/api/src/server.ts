import { hash } from '@node-rs/argon2';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { isDatabaseEmpty, seedDemoData } from './db/seed';
import { describeDatabaseUrl, waitForDatabase } from './db/wait-for-database';

const DEMO_PASSWORD = 'Koperasi123!';

/** The only file that listens: config → database → migrations → demo seed when empty → app → listen. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  if (config.databaseUrl) {
    await waitForDatabase(
      database,
      describeDatabaseUrl(config.databaseUrl),
      config.databaseStartupWaitSeconds,
    );
  }
  await runMigrations(database);
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db, { passwordHash: await hash(DEMO_PASSWORD) });
    console.info('Demo data seeded (password of every demo account: Koperasi123!)');
  }
  const app = await buildApp({ config, database, startOutbox: true });

  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    // Requests under way and sends to SMTP or push services have this long to finish once the drain is over.
    const timer = setTimeout(() => process.exit(1), config.shutdownDrainMs + config.requestTimeoutMs + 5_000);
    timer.unref();
    await app.drain(config.shutdownDrainMs);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const docs = config.apiDocs ? ' (API docs: /api/docs)' : '';
  console.info(`Portal koperasi berjalan di http://${shownHost}:${config.port}${docs}`);
  if (config.metricsPort !== undefined) {
    // Its own listener, closed with the app: Prometheus scrapes it, nginx never proxies it.
    await app.metrics.listen(config.host, config.metricsPort);
    console.info(`Metrik Prometheus di http://${shownHost}:${config.metricsPort}/metrics`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
