import type { CreateStaffRequest, StaffAccount, UpdateStaffRequest } from '@kopkar/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { companies, members, staff } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { assertPasswordPolicy, hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { conflict, fieldError } from './backoffice-errors';
import type { Actor } from './backoffice-guard';
import { presentStaffAccount } from './staff-accounts.presenter';

type References = {
  role?: string;
  jobTitle?: string | null;
  companyId?: number | null;
  memberId?: number | null;
};

export async function listStaffAccounts(db: Database | Tx): Promise<StaffAccount[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.username));
  return rows.map(presentStaffAccount);
}

/** The policy of member passwords, with the username in place of the NIK and the staff form's field name. */
function assertStaffPasswordPolicy(password: string, username: string): void {
  try {
    assertPasswordPolicy(password, username);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = error.message.replace('NIK Anda', 'username');
    throw fieldError('password', message);
  }
}

/** Company and member links must exist; an APPROVER decides the step of its job title, so it needs one. */
async function assertReferences(tx: Tx, input: References): Promise<void> {
  if (input.role === 'APPROVER' && !input.jobTitle) {
    throw fieldError('jobTitle', 'Petugas APPROVER wajib memiliki jabatan');
  }
  if (input.companyId) {
    const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
    if (!company) throw fieldError('companyId', 'Perusahaan tidak ditemukan');
  }
  if (input.memberId) {
    const [member] = await tx.select().from(members).where(eq(members.id, input.memberId));
    if (!member) throw fieldError('memberId', 'Anggota tidak ditemukan');
  }
}

/** POST /admin/staff: a new account with an initial password that passes the password policy. */
export async function createStaffAccount(
  db: Database,
  actor: Actor,
  input: CreateStaffRequest,
): Promise<StaffAccount> {
  assertStaffPasswordPolicy(input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select().from(staff).where(eq(staff.username, input.username));
    if (taken) throw conflict('Username sudah dipakai petugas lain');
    await assertReferences(tx, input);
    const [row] = await tx
      .insert(staff)
      .values({
        username: input.username,
        name: input.name,
        email: input.email ?? null,
        role: input.role,
        jobTitle: input.jobTitle ?? null,
        companyId: input.companyId ?? null,
        memberId: input.memberId ?? null,
        passwordHash,
      })
      .returning();
    if (!row) throw new Error('staff insert returned no row');
    const account = presentStaffAccount(row);
    await recordAudit(tx, {
      actor,
      action: 'create-staff',
      entity: 'staff',
      entityId: row.id,
      after: account,
    });
    return account;
  });
}

async function lockStaff(tx: Tx, id: number) {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  if (!row) throw notFound('Akun petugas tidak ditemukan');
  return row;
}

/** PATCH /admin/staff/{id}. A changed role ends the account's sessions so the new role applies at once. */
export async function updateStaffAccount(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateStaffRequest,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const current = await lockStaff(tx, id);
    if (Object.keys(input).length === 0) return presentStaffAccount(current);
    const next = { ...current, ...input };
    if (id === actor.id && next.role !== current.role) {
      throw conflict('Anda tidak dapat mengubah peran akun Anda sendiri');
    }
    // Unlinking one's own member would lift the four-eyes rule (four-eyes.service.ts) from that member's requests.
    if (id === actor.id && next.memberId !== current.memberId) {
      throw conflict('Anda tidak dapat mengubah keanggotaan yang tertaut ke akun Anda sendiri');
    }
    await assertReferences(tx, next);
    const [row] = await tx.update(staff).set(input).where(eq(staff.id, id)).returning();
    if (!row) throw new Error('staff update returned no row');
    if (row.role !== current.role) await revokeAllSessions(tx, 'staff', id);
    const before = presentStaffAccount(current);
    const after = presentStaffAccount(row);
    await recordAudit(tx, { actor, action: 'update-staff', entity: 'staff', entityId: id, before, after });
    return after;
  });
}

/** Disables or enables an account; disabling revokes its refresh tokens. ADMIN cannot lock themself out. */
export async function setStaffActive(
  db: Database,
  actor: Actor,
  id: number,
  isActive: boolean,
): Promise<StaffAccount> {
  if (id === actor.id && !isActive) throw conflict('Anda tidak dapat menonaktifkan akun Anda sendiri');
  return db.transaction(async (tx) => {
    const current = await lockStaff(tx, id);
    const [row] = await tx.update(staff).set({ isActive }).where(eq(staff.id, id)).returning();
    if (!row) throw new Error('staff update returned no row');
    if (!isActive) await revokeAllSessions(tx, 'staff', id);
    await recordAudit(tx, {
      actor,
      action: isActive ? 'enable-staff' : 'disable-staff',
      entity: 'staff',
      entityId: id,
      before: { isActive: current.isActive },
      after: { isActive },
    });
    return presentStaffAccount(row);
  });
}
