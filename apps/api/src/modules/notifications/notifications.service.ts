import type { Notification } from '@kopkar/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../errors';
import { enqueueMail } from '../../plugins/mail-outbox';

type Tx = Pick<Database, 'insert'>;

const SUBJECTS: Record<string, string> = {
  NEW: 'Pengajuan pinjaman diterima',
  APV: 'Pengajuan pinjaman disetujui',
  FUN: 'Pinjaman telah dicairkan',
  RJT: 'Pengajuan pinjaman ditolak',
  CNCL: 'Pengajuan pinjaman dibatalkan',
  NST: 'Penawaran pinjaman baru',
};

/**
 * Tells a member about a change of their loan (DOMAIN.md "Notifications"): a notification row, and the same
 * text by e-mail through the outbox when the member has an address. Runs in the caller's transaction.
 */
export async function notifyMember(
  tx: Tx,
  member: { id: number; name: string; email: string | null },
  note: { header: string; description: string; applicationId: number | null },
) {
  await tx.insert(notifications).values({
    memberId: member.id,
    applicationId: note.applicationId,
    logHeader: note.header,
    logDesc: note.description,
  });
  if (member.email) {
    await enqueueMail(tx, {
      to: member.email,
      subject: SUBJECTS[note.header] ?? 'Pemberitahuan koperasi',
      body: `Halo ${member.name},\n\n${note.description}\n\nLihat rinciannya di portal anggota koperasi.`,
    });
  }
}

const present = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  LogHeader: row.logHeader,
  LogDesc: row.logDesc,
  LogDate: row.logDate.toISOString(),
  IsRead: row.readAt !== null,
  ApplicationId: row.applicationId,
});

/** The member's notifications: unread first, then newest first. */
export async function listNotifications(db: Database, memberId: number): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.memberId, memberId))
    .orderBy(sql`${notifications.readAt} is not null`, desc(notifications.logDate), desc(notifications.id));
  return rows.map(present);
}

export async function countUnread(db: Database, memberId: number): Promise<{ count: number }> {
  return {
    count: await db.$count(
      notifications,
      and(eq(notifications.memberId, memberId), isNull(notifications.readAt)),
    ),
  };
}

/** Marks one of the member's notifications read; another member's id is not found. */
export async function markRead(db: Database, memberId: number, notificationId: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.memberId, memberId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound('Notifikasi tidak ditemukan');
}
