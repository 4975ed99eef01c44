/**
 * Push subscriptions and reminders written straight into a database, the way the portal itself writes them: a
 * subscription row as POST /reminders/push-subscriptions stores it (for endpoints a fixed API would refuse at the
 * door, so the sender's own handling can still be measured), and a PUSH row of `reminder_deliveries` as
 * reminder-jobs.ts enqueues one for a due instalment.
 */
import { literal, type Sql } from './database';
import { deviceKeys } from './push-service';

/** Stores a subscription of member `nik` for `endpoint` (fresh device keys); returns its id. */
export async function insertSubscription(sql: Sql, nik: string, endpoint: string): Promise<number> {
  const keys = deviceKeys();
  const [row] = await sql(`
    insert into push_subscriptions (member_id, endpoint, p256dh, auth)
    select id, ${literal(endpoint)}, ${literal(keys.p256dh)}, ${literal(keys.auth)} from members
    where nik = ${literal(nik)}
    returning id`);
  if (!row) throw new Error(`no member ${nik} to subscribe`);
  return Number(row[0]);
}

/**
 * Enqueues one instalment reminder per subscription (in the order given, so the first gets the lowest id and is
 * claimed first) for `event` (one row per event and device); answers how many rows were written.
 */
export async function enqueuePushReminders(
  sql: Sql,
  subscriptionIds: readonly number[],
  event = 'reminder',
): Promise<number> {
  let written = 0;
  for (const id of subscriptionIds) {
    const rows = await sql(`
      insert into reminder_deliveries (member_id, event_key, kind, channel, subscription_id, title, body, url)
      select member_id, ${literal(`bench:${event}:`)} || id, 'INSTALMENT_DUE', 'PUSH', id, 'Angsuran segera jatuh tempo',
             'Angsuran pinjaman Anda jatuh tempo dalam 3 hari.', '/notification'
      from push_subscriptions where id = ${id}
      on conflict do nothing
      returning id`);
    written += rows.length;
  }
  return written;
}
