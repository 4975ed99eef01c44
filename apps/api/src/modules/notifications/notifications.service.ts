import { describeNotice, type NoticeHeader, type Notification } from '@kopkar/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fieldsOf, preparedQuery } from '../../db/prepared';
import { members, notifications } from '../../db/schema';
import { notFound } from '../../errors';
import { enqueueMailFrom, type MailPriority } from '../../plugins/mail-outbox';
import { sessionIsOpen } from '../auth/sessions';
import { emailMutedFor, enqueueNoticeReminders, type WrittenNotice } from '../reminders/reminder-jobs';

type Tx = Pick<Database, 'insert' | 'execute'>;

export type MemberNote = {
  memberId: number;
  /** Only a header of the domain's NOTICE_KINDS: the portal has a label, a colour and a page for each. */
  header: NoticeHeader;
  description: string;
  applicationId: number | null;
};

/**
 * Tells members about changes of their loans (docs/product/notifications.md#notifications): a notification row each, and the same
 * text by e-mail through the outbox for members with an address (unless they switched e-mail off for that
 * reminder kind), and a push reminder on their devices for the notices that are reminders, in a few statements
 * however many notes there are (a payroll posting may finish thousands of loans: its mail is `bulk`, sent after
 * time-bound and single notices). Runs in the caller's transaction.
 */
export async function notifyMembers(
  tx: Tx,
  notes: readonly MemberNote[],
  priority: MailPriority = 'notice',
): Promise<void> {
  if (notes.length === 0) return;
  const input = JSON.stringify(
    notes.map((note) => ({ ...note, subject: describeNotice(note.header).subject })),
  );
  const rows = sql`select * from jsonb_to_recordset(${input}::jsonb)
    as note("memberId" int, "applicationId" int, header text, description text, subject text)`;
  const written = await tx.execute<WrittenNotice>(sql`
    insert into notifications (member_id, application_id, log_header, log_desc)
    select "memberId", "applicationId", header, description from (${rows}) note
    returning id, member_id as "memberId", log_header as header, log_desc as description`);
  // Approval decisions, funding and settlement steps also reach the member's devices.
  await enqueueNoticeReminders(tx, written.rows);
  const mails = sql`
    select m.email as to_address, note.subject,
           'Halo ' || m.name || E',\n\n' || note.description || E'\n\nLihat rinciannya di portal anggota koperasi.' as body
    from (${rows}) note join members m on m.id = note."memberId"
    where coalesce(m.email, '') <> ''
      and not ${emailMutedFor(sql`m.id`, sql`note.header`)}`;
  await enqueueMailFrom(tx, mails, priority);
}

/** Tells one member about a change of their loan: notifyMembers with one note. */
export async function notifyMember(
  tx: Tx,
  member: { id: number },
  note: { header: NoticeHeader; description: string; applicationId: number | null },
) {
  await notifyMembers(tx, [{ memberId: member.id, ...note }]);
}

const present = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  LogHeader: row.logHeader,
  LogDesc: row.logDesc,
  LogDate: row.logDate.toISOString(),
  IsRead: row.readAt !== null,
  ApplicationId: row.applicationId,
});

const notificationsOfSignedIn = preparedQuery((db) => {
  const listed = db
    .select()
    .from(notifications)
    .where(eq(notifications.memberId, members.id))
    .orderBy(desc(notifications.logDate), desc(notifications.id))
    .as('listed');
  return db
    .select({ listed: fieldsOf(listed) })
    .from(members)
    .leftJoinLateral(listed, sql`true`)
    .where(
      and(
        eq(members.id, sql.placeholder('sub')),
        eq(members.isActive, true),
        sessionIsOpen('member', 'members'),
      ),
    )
    .prepare('notifications_of_signed_in');
});

/**
 * POST /Notifikasi/{id}: the signed-in member's notifications, newest first whether read or not (docs/product; unread
 * ones are marked, not moved), in one statement with the session check; undefined when the session is over.
 */
export async function listNotificationsOfSignedIn(
  db: Database,
  claims: { sub: number; sid: string },
): Promise<Notification[] | undefined> {
  const rows = await notificationsOfSignedIn(db).execute({ sub: claims.sub, sid: claims.sid });
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.listed ? [present(row.listed)] : []));
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
