import { sukarelaDepositPosting } from '@kopkar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { journalEntries } from '../../db/schema';
import { postEntry } from './ledger.service';

type Headers = Record<string, string>;
let t: TestApp;
let maker: Headers;
let checker: Headers;
let editor: Headers;
let hc: Headers;
let approver: Headers;
let postedId: number;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  const sign = async (role: 'FINANCE' | 'EDITOR' | 'HC' | 'APPROVER') =>
    signInStaff(t.app, (await createStaff(t.app.db, { role })).username);
  maker = await sign('FINANCE');
  checker = await sign('FINANCE');
  editor = await sign('EDITOR');
  hc = await sign('HC');
  approver = await sign('APPROVER');
  postedId = (await t.app.db.transaction((tx) =>
    postEntry(tx, {
      date: '2025-03-05',
      description: 'Setoran sukarela',
      source: 'deposit',
      actor: 'system',
      lines: sukarelaDepositPosting(100_000),
    }),
  )) as number;
});
afterAll(() => t?.close());

const BASE = '/api/v1/admin/ledger';
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers });
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `${BASE}${url}`, headers, payload });

type Line = { account: string; debit: number; credit: number };
const manual = (date: string, amount: number, lines?: Line[]) => ({
  date,
  description: 'Pembelian alat tulis kantor',
  lines: lines ?? [
    { account: '5201', debit: amount, credit: 0 },
    { account: '1102', debit: 0, credit: amount },
  ],
});
type FieldError = { path: string; message: string };
const errorsOf = (reply: { json(): { data: { errors: FieldError[] } } }) => reply.json().data.errors;

const entryCount = () => t.app.db.$count(journalEntries);

describe('refused manual entries write nothing', () => {
  it('answers 422 with the Indonesian message when debits and credits differ', async () => {
    const count = await entryCount();
    const reply = await post(
      '/journals',
      maker,
      manual('2025-03-11', 0, [
        { account: '5201', debit: 100_000, credit: 0 },
        { account: '1102', debit: 0, credit: 99_999 },
      ]),
    );
    expect(reply.statusCode, reply.body).toBe(422);
    expect(errorsOf(reply)).toContainEqual({
      path: 'lines',
      message: 'Total debit harus sama dengan total kredit',
    });
    expect(await entryCount()).toBe(count);
  });

  it('answers 422 for a line with both a debit and a credit, or with neither', async () => {
    const count = await entryCount();
    const both = await post(
      '/journals',
      maker,
      manual('2025-03-11', 0, [
        { account: '5201', debit: 100_000, credit: 100_000 },
        { account: '1102', debit: 0, credit: 0 },
      ]),
    );
    expect(both.statusCode, both.body).toBe(422);
    const messages = errorsOf(both).map((error) => error.message);
    expect(messages.filter((message) => message === 'Isi debit atau kredit (salah satu)')).toHaveLength(2);
    expect(await entryCount()).toBe(count);
  });

  it('answers 422 naming lines.N.account for an account not in the chart', async () => {
    const count = await entryCount();
    const reply = await post(
      '/journals',
      maker,
      manual('2025-03-11', 0, [
        { account: '5201', debit: 100_000, credit: 0 },
        { account: '1999', debit: 0, credit: 100_000 },
      ]),
    );
    expect(reply.statusCode, reply.body).toBe(422);
    expect(errorsOf(reply)).toEqual([{ path: 'lines.1.account', message: 'Akun 1999 tidak ada' }]);
    expect(await entryCount()).toBe(count);
  });

  // The service names an unknown account `lines.1.account`; the schema's errors about the same lines must use the
  // same path, or the form cannot put them under their field (error-handler.ts joins a zod path with dots).
  it('names a line field the same way in schema errors as in the service errors (lines.N.field)', async () => {
    const reply = await post(
      '/journals',
      maker,
      manual('2025-03-11', 0, [
        { account: '5201', debit: 100_000, credit: 100_000 },
        { account: '1102', debit: 0, credit: 100_000 },
      ]),
    );
    expect(reply.statusCode).toBe(422);
    expect(errorsOf(reply)).toContainEqual({
      path: 'lines.0.debit',
      message: 'Isi debit atau kredit (salah satu)',
    });
  });

  it('answers 422 for malformed dates, amounts and bodies', async () => {
    const count = await entryCount();
    const bad = [
      manual('2025-02-30', 1_000),
      manual('2025-3-01', 1_000),
      manual('2025-03-01', -1_000),
      manual('2025-03-01', 10.5),
      { ...manual('2025-03-01', 1_000), description: ' ' },
      manual('2025-03-01', 0, [{ account: '1102', debit: 1_000, credit: 0 }]),
      manual('2025-03-01', 0, [
        { account: '5201', debit: 1_000, credit: 0 },
        { account: '6101', debit: 0, credit: 1_000 },
      ]),
    ];
    for (const body of bad) {
      expect((await post('/journals', maker, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await entryCount()).toBe(count);
  });

  it('answers 422 for a malformed id, reversal body or query', async () => {
    const count = await entryCount();
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await post(`/journals/${id}/approve`, checker)).statusCode, id).toBe(422);
      const reversal = { date: '2025-03-01', reason: 'Salah' };
      expect((await post(`/journals/${id}/reverse`, checker, reversal)).statusCode, id).toBe(422);
    }
    const reverse = (body: object) => post(`/journals/${postedId}/reverse`, checker, body);
    expect((await reverse({ date: '2025-03-01' })).statusCode).toBe(422);
    expect((await reverse({ date: '2025-03-01', reason: '  ' })).statusCode).toBe(422);
    expect((await reverse({ date: '01-03-2025', reason: 'Salah' })).statusCode).toBe(422);
    expect(await entryCount()).toBe(count);
    for (const query of [
      '/journals?from=2025-02-30',
      '/journals?from=2025-03-10&to=2025-03-01',
      '/journals?status=DONE',
      '/trial-balance?date=2025-13-01',
      '/trial-balance?date=yesterday',
      '/reconciliation?date=2025-02-29',
    ]) {
      expect((await get(query, maker)).statusCode, query).toBe(422);
    }
  });
});

describe('roles', () => {
  it('refuses EDITOR, HC and APPROVER (403) and an anonymous caller (401) on every call, writing nothing', async () => {
    const count = await entryCount();
    for (const headers of [editor, hc, approver, {}]) {
      const replies = await Promise.all([
        get('/accounts', headers),
        get('/journals', headers),
        get('/trial-balance', headers),
        get('/reconciliation', headers),
        get('/periods', headers),
        post('/journals', headers, manual('2025-03-12', 5_000)),
        post(`/journals/${postedId}/approve`, headers),
        post(`/journals/${postedId}/reverse`, headers, { date: '2025-03-12', reason: 'Coba' }),
        post('/periods/2025-03/close', headers),
      ]);
      const expected = 'authorization' in headers ? 403 : 401;
      expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => expected));
    }
    expect(await entryCount()).toBe(count);
    expect((await get('/periods', maker)).json().data).toEqual([]);
  });
});
