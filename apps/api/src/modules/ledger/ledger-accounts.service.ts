import { accountTypeOfCode, ErrorCode, type LedgerAccount } from '@kopkar/domain';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { insertAccount, listAccountsWithUse, updateAccountName } from './ledger.repository';

type Staff = { id: number };

/** GET /admin/ledger/accounts: the chart, in code order, each saying whether it has entries. */
export async function listLedgerAccounts(db: Database): Promise<LedgerAccount[]> {
  return listAccountsWithUse(db);
}

/**
 * POST /admin/ledger/accounts (ADMIN): a new account. Its type is the one its code's first digit names (1 aset
 * … 5 beban), so a code says where the account sits in every statement; a code in use answers 409.
 */
export async function createLedgerAccount(
  db: Database,
  staff: Staff,
  request: { code: string; name: string },
) {
  const type = accountTypeOfCode(request.code);
  if (!type) throw new AppError(ErrorCode.VALIDATION, 'Kode akun tidak valid');
  return db.transaction(async (tx) => {
    const created = await insertAccount(tx, { code: request.code, name: request.name, type });
    if (!created) throw new AppError(ErrorCode.CONFLICT, `Kode akun ${request.code} sudah dipakai`);
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: 'create-ledger-account',
      entity: 'ledger-account',
      entityId: request.code,
      after: { code: request.code, name: request.name, type },
    });
    const [account] = (await listAccountsWithUse(tx)).filter((row) => row.code === request.code);
    if (!account) throw notFound('Akun tidak ditemukan');
    return account;
  });
}

/** PATCH /admin/ledger/accounts/{code} (ADMIN): a new name; the code and type never change. */
export async function renameLedgerAccount(db: Database, staff: Staff, code: string, name: string) {
  return db.transaction(async (tx) => {
    const before = await updateAccountName(tx, code, name);
    if (!before) throw notFound('Akun tidak ditemukan');
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: 'rename-ledger-account',
      entity: 'ledger-account',
      entityId: code,
      before: { name: before.previousName },
      after: { name },
    });
    const [account] = (await listAccountsWithUse(tx)).filter((row) => row.code === code);
    if (!account) throw notFound('Akun tidak ditemukan');
    return account;
  });
}
