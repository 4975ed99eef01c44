import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { members } from './members';

const KINDS = sql`('APPROVAL', 'FUNDING', 'SETTLEMENT', 'DEDUCTION_FAILED', 'INSTALMENT_DUE')`;

/** A member's choice for one reminder kind and channel; no row means the domain's default (on). */
export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.channel] }),
    check('reminder_preferences_kind_check', sql`${t.kind} in ${KINDS}`),
    check('reminder_preferences_channel_check', sql`${t.channel} in ('PUSH', 'EMAIL')`),
  ],
);

/**
 * One browser (device) subscribed to Web Push: the push service's endpoint is unique, so the same browser
 * subscribing again (or signing in as another member) updates its row instead of adding one.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** When the browser last subscribed: the oldest goes first past PUSH_DEVICES_MAX. */
    subscribedAt: timestampTz('subscribed_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_member_idx').on(t.memberId)],
);

/**
 * The reminder job table: one row per event (a notice, an instalment, a failed deduction), channel and device
 * (subscription; null for e-mail). The unique key enqueues each at most once however many API processes try;
 * senders claim due rows with FOR UPDATE SKIP LOCKED under a lease (plugins/job-queue.ts), so each is sent once.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** What the reminder is about: `notice:<id>`, `instalment:<id>`, `deduction:<period>:<member id>`. */
    eventKey: text('event_key').notNull(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sendAfter: timestampTz('send_after').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reminder_deliveries_event_unique').on(t.eventKey, t.channel, t.subscriptionId).nullsNotDistinct(),
    check('reminder_deliveries_kind_check', sql`${t.kind} in ${KINDS}`),
    check('reminder_deliveries_status_check', sql`${t.status} in ('PENDING', 'SENDING', 'SENT', 'FAILED')`),
    check(
      'reminder_deliveries_channel_check',
      sql`(${t.channel} = 'PUSH' and ${t.subscriptionId} is not null) or (${t.channel} = 'EMAIL' and ${t.subscriptionId} is null)`,
    ),
    // The claim's scan (plugins/job-queue.ts): rows waiting, or sending under a lease that may have run out.
    index('reminder_deliveries_due_idx').on(t.sendAfter).where(sql`${t.status} in ('PENDING', 'SENDING')`),
    // ADMIN's outbox page, as on the outbox (db/schema/outbox.ts).
    index('reminder_deliveries_sent_idx').on(t.sentAt).where(sql`${t.status} = 'SENT'`),
    index('reminder_deliveries_failed_idx').on(t.sendAfter).where(sql`${t.status} = 'FAILED'`),
  ],
);
