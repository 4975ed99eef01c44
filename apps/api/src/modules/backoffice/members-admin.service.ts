import { randomInt } from 'node:crypto';
import type { MemberListQuery, Page } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { members } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { enqueueMail } from '../../plugins/mail-outbox';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { findMemberById, getUserProfile, setPasswordHash, setResigned } from '../members/members.service';
import { getPublicSettings } from '../settings/settings.service';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import { conflict } from './backoffice-errors';
import type { Actor } from './backoffice-guard';
import { presentMemberDetail, presentMemberListItem } from './members-admin.presenter';
import {
  findMemberWithCompany,
  listMemberApplications,
  listMemberSettlements,
  searchMembers,
} from './members-admin.repository';

export async function listMembers(db: Database, query: MemberListQuery) {
  const { rows, total } = await searchMembers(db, query);
  const page: Page<ReturnType<typeof presentMemberListItem>> = {
    items: rows.map(presentMemberListItem),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
  return page;
}

export async function getMemberDetail(db: Database, id: number) {
  const row = await findMemberWithCompany(db, id);
  if (!row) throw notFound('Anggota tidak ditemukan');
  const [profile, applicationRows, settlementRows] = await Promise.all([
    getUserProfile(db, row.member),
    listMemberApplications(db, id),
    listMemberSettlements(db, id),
  ]);
  return presentMemberDetail(row, profile, applicationRows, settlementRows);
}

async function lockMember(tx: Tx, id: number) {
  const [row] = await tx.select().from(members).where(eq(members.id, id)).for('update');
  if (!row) throw notFound('Anggota tidak ditemukan');
  return row;
}

/**
 * Marks a resigned member inactive (docs/product: a resigned member can no longer log in) and ends their sessions.
 * Never the ADMIN's own member (four eyes, 403): payroll stops deducting an inactive member's instalments.
 */
export async function deactivateMember(
  db: Database,
  actor: Actor,
  id: number,
  resignedOn: string | undefined,
) {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    await refuseOwnDecision(tx, actor.id, 'membership', member.id);
    if (!member.isActive) throw conflict('Anggota ini sudah nonaktif');
    // A date without a time is the start of that day in Jakarta.
    const resignedAt = resignedOn ? new Date(`${resignedOn}T00:00:00+07:00`) : new Date();
    await setResigned(tx, id, resignedAt);
    await revokeAllSessions(tx, 'member', id);
    await recordAudit(tx, {
      actor,
      action: 'deactivate-member',
      entity: 'member',
      entityId: id,
      before: { isActive: true, resignedAt: null },
      after: { isActive: false, resignedAt: resignedAt.toISOString() },
    });
    return { id, isActive: false, resignedAt: resignedAt.toISOString() };
  });
}

/** Letters and digits a member cannot misread or mistype from an e-mail: capitals only, no 0/O and no 1/I/L. */
const READABLE_SYMBOLS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A temporary password a person can read and type: three groups of four (`K7PM-4XQR-9TWD`), 12 symbols of 31
 * drawn without bias (randomInt), about 59 bits: ample for a password that the sign-in limits guard and that must
 * be replaced at the next sign-in.
 */
function generateTemporaryPassword(): string {
  const symbols = Array.from({ length: 12 }, () => READABLE_SYMBOLS[randomInt(READABLE_SYMBOLS.length)]);
  return [0, 4, 8].map((start) => symbols.slice(start, start + 4).join('')).join('-');
}

/**
 * Gives the member a random temporary password, sent only to the member's e-mail through the outbox. The
 * password exists in memory for this call and in the queued e-mail; no reply, log or audit entry carries it.
 */
export async function resetMemberPassword(db: Database, actor: Actor, id: number) {
  const existing = await findMemberById(db, id);
  if (!existing) throw notFound('Anggota tidak ditemukan');
  if (!existing.email) {
    throw conflict('Anggota belum memiliki alamat email. Perbarui email anggota sebelum mereset password.');
  }
  const password = generateTemporaryPassword();
  const passwordHash = await hashPassword(password);
  const { coopName } = await getPublicSettings(db);
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    if (!member.email) throw conflict('Anggota belum memiliki alamat email.');
    if (!member.isActive) throw conflict('Anggota ini sudah nonaktif');
    await setPasswordHash(tx, id, passwordHash, true);
    await revokeAllSessions(tx, 'member', id);
    await enqueueMail(
      tx,
      {
        to: member.email,
        subject: 'Password sementara portal anggota',
        body: `Halo ${member.name},\n\nPassword Anda direset oleh petugas ${coopName}. Password sementara Anda:\n\n${password}\n\nMasuk dengan NIK ${member.nik} dan password ini (huruf kapital, dengan tanda hubung). Portal akan meminta Anda membuat password baru sebelum melanjutkan.\nJika Anda tidak meminta reset ini, hubungi koperasi.`,
      },
      'urgent',
    );
    await recordAudit(tx, {
      actor,
      action: 'reset-member-password',
      entity: 'member',
      entityId: id,
      after: { emailedTo: member.email, sessionsRevoked: true },
    });
    return { id, emailedTo: member.email };
  });
}
