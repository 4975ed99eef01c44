import { todayInJakarta } from '@kopkar/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondProcess } from '../../test/build-test-app';
import { createMember, createStaff } from '../../test/factories';
import { startSwitchableProxy } from '../../test/network-faults';
import { memberHeaders, signInStaff } from '../../test/sessions';
import { createTestDatabase, openSecondPool } from '../../test/test-database';
import { jpegWithGps, toDataUrl } from '../../test/upload-fixtures';
import type { DatabaseHandle } from './client';
import { savingsLedger } from './schema';

// The database connection cut while transactions are open (deposits and withdrawals) ended the
// process with "Unhandled 'error' event … Connection terminated unexpectedly": the pool listens on idle clients
// only. Here the cut happens through a TCP proxy, three times, under 20 loops of writes; an unhandled error would
// fail this file. On PostgreSQL only: PGlite has no connection to cut.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('client.connection-cut.test: skipped, set DATABASE_URL to run it on PostgreSQL');

describe.runIf(onPostgres)('a database connection cut during writes', () => {
  let database: DatabaseHandle;
  let proxied: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof startSwitchableProxy>>;
  let api: Awaited<ReturnType<typeof buildSecondProcess>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startSwitchableProxy({ host: '127.0.0.1', port: 5432 });
    proxied = await openSecondPool(database, { host: '127.0.0.1', port: proxy.port });
    api = await buildSecondProcess(proxied, {
      captchaBypass: true,
      loginRateLimitPerMinute: 10_000,
      logLevel: 'error',
    });
  });
  afterAll(async () => {
    await api?.close();
    await proxied?.close();
    await proxy?.close();
    await database?.close();
  });

  it('keeps the process answering: the writes under way fail with 503, the next ones succeed', async () => {
    const { app } = api;
    const member = await createMember(database.db, { payrollAccountNo: '9988776655' });
    const headers = await memberHeaders(app, member.nik);
    const finance = await signInStaff(app, (await createStaff(database.db, { role: 'FINANCE' })).username);
    const proof = toDataUrl(await jpegWithGps(120, 90), 'image/jpeg');
    const deposit = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/Simpanan/Sukarela/Setor',
        headers,
        payload: { NIK: member.nik, Jumlah: 50_000, TanggalTransfer: todayInJakarta(), BuktiTransfer: proof },
      });
    const first = await deposit();
    expect(first.statusCode, first.body).toBe(200);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/savings/deposits/${first.json().data.setoran.id}/confirm`,
      headers: finance,
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const codes: number[] = [];
    let cuts = 0;
    const loop = async (index: number) => {
      while (cuts < 3) {
        const reply =
          index % 2 === 0
            ? await deposit()
            : await app.inject({
                method: 'POST',
                url: '/api/v1/Simpanan/Sukarela/Tarik',
                headers,
                payload: { NIK: member.nik, Jumlah: 1_000 },
              });
        codes.push(reply.statusCode);
        // Each cut comes after another 15 answers, so it falls among transactions that are open.
        if (codes.length >= 15 * (cuts + 1) && cuts < 3) {
          cuts += 1;
          proxy.cut();
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, index) => loop(index)));

    // Refused withdrawals (409/422: the balance is reserved) are answers too; a cut answers 503, never 500.
    expect(codes.filter((code) => code >= 500 && code !== 503)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // No connection was lost to the pool: once the writes are over, every open one is idle again.
    const pool = proxied.poolStats();
    expect(pool && pool.total - pool.idle).toBe(0);
    const after = await deposit();
    expect(after.statusCode, after.body).toBe(200);

    // Nothing half-written: the sukarela ledger is still one unbroken running sum.
    const rows = await database.db
      .select()
      .from(savingsLedger)
      .where(and(eq(savingsLedger.memberId, member.id), eq(savingsLedger.kind, 'SUKARELA')))
      .orderBy(asc(savingsLedger.seq));
    let running = 0;
    rows.forEach((row, index) => {
      running += row.delta;
      expect([row.seq, row.balanceAfter]).toEqual([index + 1, running]);
    });
  });
});
