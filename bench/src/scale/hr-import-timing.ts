/**
 * HR import of new members, timed: a CSV of `--count` employees nobody has seen yet (NIKs 9xxxxxxxx, in
 * the HR file's usual columns with an opening contribution balance), previewed and then applied through the chosen
 * checkout's own service functions as the demo ADMIN account, the way its route calls them. Applying adds members,
 * so give a template: each run imports into a fresh copy of it.
 *
 *   npm run scale:hr-import -w @kopkar/bench -- --template bench_tpl_5k [--api-dir /work/baseline/apps/api]
 *   options: --database-url URL (imports in place), --count 5000, --timeout-minutes 15,
 *            --figures FILE (the figures as JSON too)
 */
import { parseArgs } from 'node:util';
import { digits, invent } from '../generate/people';
import { createRandom } from '../generate/random';
import { openSession } from '../generate/sql-session';
import {
  type DatabaseHandle,
  loadBackOfficeServices,
  loadDatabaseModules,
  resolveApiDir,
} from '../support/api-modules';
import { isDeadlineChild, runChildWithDeadline } from '../support/deadline';
import { chooseDatabase, loadAverage } from '../support/scratch-database';
import { type HrImportFigures, markStopped, writeFigures } from './figures';

const HEADER =
  'NIK,Nama,Kode Perusahaan,Email,No HP,Tanggal Lahir,Jenis Kelamin,Alamat,Golongan,No Rekening,Nama Rekening,Tanggal Masuk,Saldo Awal Iuran';
const FIRST_IMPORT_NIK = 900_000_001;
const GRADES = ['I', 'II', 'III', 'IV', 'V'];

const secondsSince = (since: number) => (performance.now() - since) / 1000;
const elapsed = (since: number) => `${secondsSince(since).toFixed(2)} s`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      template: { type: 'string' },
      'api-dir': { type: 'string' },
      count: { type: 'string', default: '5000' },
      'timeout-minutes': { type: 'string', default: '15' },
      figures: { type: 'string' },
    },
  });
  return {
    ...values,
    apiDir: resolveApiDir(values['api-dir']),
    count: Number(values.count),
    timeoutMinutes: Number(values['timeout-minutes']),
  };
}

/** Company codes of the database, and the first 9xxxxxxxx NIK no member has (a rerun in place imports new people). */
async function readStartingPoint(handle: DatabaseHandle) {
  const session = await openSession(handle);
  try {
    const companies = await session.query<{ code: string }>('SELECT code FROM companies ORDER BY id');
    const [last] = await session.query<{ nik: string | null }>(
      `SELECT max(nik) AS nik FROM members WHERE nik ~ '^9[0-9]{8}$'`,
    );
    const firstNik = last?.nik ? Number(last.nik) + 1 : FIRST_IMPORT_NIK;
    return { codes: companies.map((company) => company.code), firstNik };
  } finally {
    session.release();
  }
}

/** An HR file of `count` new employees; quoted address, DD-MM-YYYY dates as Excel in Indonesia writes them. */
function buildCsv(count: number, firstNik: number, codes: readonly string[]): string {
  const random = createRandom(firstNik);
  const lines = [HEADER];
  for (let index = 0; index < count; index += 1) {
    const person = invent(random);
    const nik = String(firstNik + index);
    const email = `${person.name.toLowerCase().replace(' ', '.')}.${nik}@example.com`;
    const birth = `${String(random.int(1, 28)).padStart(2, '0')}-${String(random.int(1, 12)).padStart(2, '0')}-${random.int(1970, 2003)}`;
    const joined = `${String(random.int(1, 28)).padStart(2, '0')}-${String(random.int(1, 12)).padStart(2, '0')}-${random.int(2010, 2026)}`;
    const cells = [
      nik,
      person.name,
      random.pick(codes),
      email,
      `08${digits(random, 10)}`,
      birth,
      person.gender,
    ];
    cells.push(
      `"${person.address}"`,
      random.pick(GRADES),
      digits(random, 10),
      person.name.toUpperCase(),
      joined,
    );
    cells.push(String(random.int(1, 60) * 50_000));
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
}

const step = (started: number, summary: object) => ({
  seconds: secondsSince(started),
  isOk: true,
  detail: JSON.stringify(summary),
  load: loadAverage(),
});

async function measure(apiDir: string, databaseUrl: string, count: number, figuresFile: string | undefined) {
  const modules = await loadDatabaseModules(apiDir);
  const services = await loadBackOfficeServices(apiDir);
  const handle = await modules.openDatabase({ databaseUrl });
  try {
    const admin = await services.findStaffByUsername(handle.db, 'admin');
    if (!admin) throw new Error('no demo ADMIN account "admin" in this database');
    const { codes, firstNik } = await readStartingPoint(handle);
    const csv = buildCsv(count, firstNik, codes);
    console.info(
      `API ${apiDir}: ${count} new employees from NIK ${firstNik}, CSV ${Math.round(csv.length / 1000)} kB`,
    );
    console.info(`load before: ${loadAverage()}`);
    // Written after each step, so a run stopped at its deadline keeps what was measured before.
    const figures: HrImportFigures = { count };
    let started = performance.now();
    const preview = await services.previewImport(handle.db, csv);
    figures.preview = step(started, preview.summary);
    console.info(`preview: ${elapsed(started)} (${figures.preview.detail}), load ${figures.preview.load}`);
    writeFigures(figuresFile, figures);
    started = performance.now();
    const applied = await services.applyImport(handle.db, { kind: 'staff', id: admin.id }, csv);
    figures.apply = step(started, applied.summary);
    console.info(`apply:   ${elapsed(started)} (${figures.apply.detail}), load ${figures.apply.load}`);
    writeFigures(figuresFile, figures);
  } finally {
    await handle.close();
  }
}

async function main() {
  const options = readOptions();
  if (isDeadlineChild()) {
    await measure(options.apiDir, process.env.BENCH_DATABASE_URL ?? '', options.count, options.figures);
    return;
  }
  const database = chooseDatabase(
    { databaseUrl: options['database-url'], template: options.template },
    'hrimport',
  );
  const started = performance.now();
  try {
    const code = await runChildWithDeadline(
      import.meta.filename,
      { BENCH_DATABASE_URL: database.url },
      options.timeoutMinutes,
    );
    if (code === null) {
      const stopped = { seconds: secondsSince(started), load: loadAverage() };
      console.info(
        `stopped at the ${options.timeoutMinutes}-minute limit after ${elapsed(started)} (a lower bound), load ${stopped.load}`,
      );
      markStopped(options.figures, stopped);
    }
    process.exitCode = code ?? 2;
  } finally {
    database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
