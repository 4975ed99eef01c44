import {
  deductionFailedMessage,
  describeNotice,
  instalmentDueMessage,
  instalmentReminderWindow,
  NOTICE_REMINDER_KINDS,
  type ReminderChannel,
  type ReminderKind,
  reminderKindOfNotice,
} from '@kopkar/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

type Tx = Pick<Database, 'execute'>;

type ReminderEvent = {
  memberId: number;
  /** What the reminder is about; with the channel and device, the job table's unique key. */
  eventKey: string;
  kind: ReminderKind;
  title: string;
  body: string;
  url: string;
};

/** A member's choice allows `channel` for the event's kind (no row: the default, on). */
const chosen = (channel: ReminderChannel) => sql`not exists (
  select 1 from reminder_preferences p
  where p.member_id = e."memberId" and p.kind = e.kind and p.channel = ${channel} and not p.enabled)`;

/**
 * Enqueues reminders in the caller's transaction: a push row per subscribed device and an e-mail row per member
 * with an address, each only when the member's choice allows it. ON CONFLICT DO NOTHING on the unique
 * (event, channel, device) key: enqueueing an event twice, from any number of processes, keeps one row.
 */
async function enqueueEvents(tx: Tx, events: readonly ReminderEvent[], channels: readonly ReminderChannel[]) {
  if (events.length === 0) return;
  const input = JSON.stringify(events);
  const rows = sql`select * from jsonb_to_recordset(${input}::jsonb)
    as e("memberId" int, "eventKey" text, kind text, title text, body text, url text)`;
  if (channels.includes('PUSH')) {
    await tx.execute(sql`
      insert into reminder_deliveries (member_id, event_key, kind, channel, subscription_id, title, body, url)
      select e."memberId", e."eventKey", e.kind, 'PUSH', s.id, e.title, e.body, e.url
      from (${rows}) e join push_subscriptions s on s.member_id = e."memberId"
      where ${chosen('PUSH')}
      on conflict do nothing`);
  }
  if (channels.includes('EMAIL')) {
    await tx.execute(sql`
      insert into reminder_deliveries (member_id, event_key, kind, channel, title, body, url)
      select e."memberId", e."eventKey", e.kind, 'EMAIL', e.title, e.body, e.url
      from (${rows}) e join members m on m.id = e."memberId"
      where coalesce(m.email, '') <> '' and ${chosen('EMAIL')}
      on conflict do nothing`);
  }
}

export type WrittenNotice = { id: number; memberId: number; header: string; description: string };

/**
 * The push side of notices that are reminders (approval decisions, funding, settlement steps), enqueued in the
 * transaction that wrote the notices. Their e-mail goes through the outbox with the notice itself
 * (notifyMembers), which asks `emailMutedFor` first.
 */
export async function enqueueNoticeReminders(tx: Tx, notices: readonly WrittenNotice[]) {
  const events = notices.flatMap((notice): ReminderEvent[] => {
    const kind = reminderKindOfNotice(notice.header);
    if (!kind) return [];
    const title = describeNotice(notice.header).subject;
    return [
      {
        memberId: notice.memberId,
        eventKey: `notice:${notice.id}`,
        kind,
        title,
        body: notice.description,
        url: '/notification',
      },
    ];
  });
  await enqueueEvents(tx, events, ['PUSH']);
}

/**
 * SQL true when the member switched e-mail off for the reminder kind of the notice header (false for notices
 * that are no reminder): notifyMembers leaves those e-mails out.
 */
export function emailMutedFor(memberId: SQLWrapper, noticeHeader: SQLWrapper): SQL {
  const cases = Object.entries(NOTICE_REMINDER_KINDS).map(
    ([notice, kind]) => sql`when ${notice} then ${kind}`,
  );
  return sql`exists (
    select 1 from reminder_preferences p
    where p.member_id = ${memberId} and p.channel = 'EMAIL' and not p.enabled
      and p.kind = (case ${noticeHeader} ${sql.join(cases, sql` `)} end))`;
}

/** Members on a posted period's failed-deduction list who have a running loan: a reminder on both channels. */
export async function enqueueFailedDeductionReminders(tx: Tx, period: string, niks: readonly string[]) {
  if (niks.length === 0) return;
  const found = await tx.execute<{ id: number }>(sql`
    select m.id from members m
    where m.nik in (select jsonb_array_elements_text(${JSON.stringify(niks)}::jsonb))
      and exists (select 1 from agreements a where a.member_id = m.id and a.status = 'FUN')`);
  const message = deductionFailedMessage(period);
  const events = found.rows.map(
    (member): ReminderEvent => ({
      memberId: member.id,
      eventKey: `deduction:${period}:${member.id}`,
      kind: 'DEDUCTION_FAILED',
      ...message,
    }),
  );
  await enqueueEvents(tx, events, ['PUSH', 'EMAIL']);
}

type DueInstalment = {
  id: number;
  memberId: number;
  agreementNo: string;
  seq: number;
  amount: string;
  dueDate: string;
};

/**
 * The daily job (run by every API process on a timer): unpaid instalments of running loans due in 1-3 days on
 * the Jakarta calendar, of members paying by transfer, each enqueued once on each channel whatever the number of
 * runs or processes (the unique key on `instalment:<id>`). Answers how many instalments were due.
 */
export async function enqueueDueInstalmentReminders(db: Database, today: string): Promise<number> {
  const { from, to } = instalmentReminderWindow(today);
  const { rows: due } = await db.execute<DueInstalment>(sql`
      select i.id, a.member_id as "memberId", a.agreement_no as "agreementNo", i.seq,
             i.instalment::text as amount, i.due_date::text as "dueDate"
      from instalments i
      join agreements a on a.id = i.agreement_id and a.status = 'FUN'
      join members m on m.id = a.member_id and m.is_active and m.repayment_channel = 'TRANSFER'
      where i.paid_date is null and i.due_date between ${from} and ${to}`);
  const events = due.map(
    (instalment): ReminderEvent => ({
      memberId: instalment.memberId,
      eventKey: `instalment:${instalment.id}`,
      kind: 'INSTALMENT_DUE',
      ...instalmentDueMessage({ ...instalment, amount: Number(instalment.amount) }),
    }),
  );
  await db.transaction((tx) => enqueueEvents(tx, events, ['PUSH', 'EMAIL']));
  return due.length;
}
