import { DEFAULT_CHART, sukarelaDepositPosting } from '@kopkar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { auditLog, ledgerAccounts } from '../../db/schema';
import { postEntry } from './ledger.service';

let t: TestApp;
let finance: Record<string, string>;
let admin: Record<string, string>;
let editor: Record<string, string>;
let hc: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  const sign = async (role: 'FINANCE' | 'ADMIN' | 'EDITOR' | 'HC') => {
    const row = await createStaff(t.app.db, { role });
    return { id: row.id, headers: await signInStaff(t.app, row.username) };
  };
  finance = (await sign('FINANCE')).headers;
  const signedAdmin = await sign('ADMIN');
  admin = signedAdmin.headers;
  adminId = signedAdmin.id;
  editor = (await sign('EDITOR')).headers;
  hc = (await sign('HC')).headers;
});
afterAll(() => t?.close());

const BASE = '/api/v1/admin/ledger/accounts';
const getAccounts = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: BASE, headers });
const createAccount = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: BASE, headers, payload });
const rename = (headers: Record<string, string>, code: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${BASE}/${code}`, headers, payload });

type Account = { code: string; name: string; type: string; hasEntries: boolean };
const accountOf = async (code: string): Promise<Account | undefined> =>
  ((await getAccounts(finance)).json().data as Account[]).find((account) => account.code === code);

describe('GET /admin/ledger/accounts', () => {
  it('answers FINANCE and ADMIN with the default chart in code order, none used yet', async () => {
    for (const headers of [finance, admin]) {
      const reply = await getAccounts(headers);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toEqual(
        [...DEFAULT_CHART]
          .sort((a, b) => a.code.localeCompare(b.code))
          .map((account) => ({ ...account, hasEntries: false })),
      );
    }
  });

  it('marks the accounts an entry has lines on, and only those', async () => {
    await t.app.db.transaction((tx) =>
      postEntry(tx, {
        date: '2025-01-15',
        description: 'Setoran sukarela',
        source: 'deposit',
        actor: 'system',
        lines: sukarelaDepositPosting(250_000),
      }),
    );
    const used = ((await getAccounts(finance)).json().data as Account[])
      .filter((account) => account.hasEntries)
      .map((account) => account.code);
    expect(used).toEqual(['1102', '2101']);
  });

  it('refuses EDITOR and HC (403) and a caller without a token (401)', async () => {
    expect((await getAccounts(editor)).statusCode).toBe(403);
    expect((await getAccounts(hc)).statusCode).toBe(403);
    expect((await getAccounts({})).statusCode).toBe(401);
  });
});

describe('POST /admin/ledger/accounts (ADMIN)', () => {
  it('adds an account whose type is the one its first digit names, listed in code order and audited', async () => {
    const added = [
      { code: '1103', name: 'Kas kecil', type: 'ASSET' },
      { code: '2104', name: 'Hutang lain-lain', type: 'LIABILITY' },
      { code: '3202', name: 'Cadangan tujuan risiko', type: 'EQUITY' },
      { code: '4103', name: 'Pendapatan denda', type: 'INCOME' },
      { code: '5202', name: 'Beban listrik', type: 'EXPENSE' },
    ];
    for (const { code, name, type } of added) {
      const reply = await createAccount(admin, { code, name });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toMatchObject({
        message: 'Akun ditambahkan',
        data: { code, name, type, hasEntries: false },
      });
    }
    const codes = ((await getAccounts(finance)).json().data as Account[]).map((account) => account.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(added.map((account) => account.code)));
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create-ledger-account'), eq(auditLog.entityId, '5202')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorKind: 'staff', actorId: adminId, entity: 'ledger-account' });
  });

  it('trims the name', async () => {
    const reply = await createAccount(admin, { code: '4104', name: '  Pendapatan sewa  ' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.name).toBe('Pendapatan sewa');
  });

  it('answers 409 for a code in use and keeps the account as it was', async () => {
    const reply = await createAccount(admin, { code: '1101', name: 'Kas baru' });
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json().message).toBe('Kode akun 1101 sudah dipakai');
    expect(await accountOf('1101')).toEqual({ code: '1101', name: 'Kas', type: 'ASSET', hasEntries: false });
  });

  it('refuses FINANCE, EDITOR and HC with 403 and adds nothing', async () => {
    for (const headers of [finance, editor, hc]) {
      expect((await createAccount(headers, { code: '5301', name: 'Beban sewa' })).statusCode).toBe(403);
    }
    expect(await t.app.db.$count(ledgerAccounts, eq(ledgerAccounts.code, '5301'))).toBe(0);
  });

  it('answers 422 for a code that is not four digits starting 1–5, and for an empty name', async () => {
    for (const code of ['6101', '0101', '101', '11011', 'abcd', '']) {
      const reply = await createAccount(admin, { code, name: 'Akun' });
      expect(reply.statusCode, code).toBe(422);
      expect(reply.json().data.errors[0].path).toBe('code');
    }
    const blank = await createAccount(admin, { code: '5302', name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().data.errors[0]).toEqual({ path: 'name', message: 'Nama akun wajib diisi' });
    expect(await t.app.db.$count(ledgerAccounts, eq(ledgerAccounts.code, '5302'))).toBe(0);
  });
});

describe('PATCH /admin/ledger/accounts/{code} (ADMIN)', () => {
  it('renames an account and keeps its code, type and use', async () => {
    const reply = await rename(admin, '1102', { name: 'Bank Mandiri' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      message: 'Nama akun disimpan',
      data: { code: '1102', name: 'Bank Mandiri', type: 'ASSET', hasEntries: true },
    });
    expect(await accountOf('1102')).toEqual({
      code: '1102',
      name: 'Bank Mandiri',
      type: 'ASSET',
      hasEntries: true,
    });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rename-ledger-account'), eq(auditLog.entityId, '1102')));
    expect(audit).toMatchObject({ before: { name: 'Bank' }, after: { name: 'Bank Mandiri' } });
  });

  it('refuses FINANCE and EDITOR with 403 and keeps the name', async () => {
    expect((await rename(finance, '1101', { name: 'Kas besar' })).statusCode).toBe(403);
    expect((await rename(editor, '1101', { name: 'Kas besar' })).statusCode).toBe(403);
    expect((await accountOf('1101'))?.name).toBe('Kas');
  });

  it('answers 404 for an account not in the chart and 422 for a malformed code or name', async () => {
    expect((await rename(admin, '1999', { name: 'Tidak ada' })).statusCode).toBe(404);
    expect((await rename(admin, '11x1', { name: 'Tidak ada' })).statusCode).toBe(422);
    expect((await rename(admin, '7101', { name: 'Tidak ada' })).statusCode).toBe(422);
    expect((await rename(admin, '1101', { name: '' })).statusCode).toBe(422);
    expect((await rename(admin, '1101', { name: 'x'.repeat(121) })).statusCode).toBe(422);
    expect((await accountOf('1101'))?.name).toBe('Kas');
  });
});
