import { z } from 'zod';
import { MAIL_PRIORITIES } from '../outbox-status';
import { REMINDER_CHANNELS } from '../reminders';

/**
 * GET /admin/outbox (ADMIN): the mail outbox's and the reminder deliveries' backlog, oldest
 * waiting age, sent and failed counts, and latest failures. Ages in whole seconds on the database's clock,
 * timestamps ISO 8601. No body ever (it may hold an OTP or a temporary password); addresses come masked.
 */

const count = z.number().int().min(0);

/** Rows waiting in one lane (PENDING, or SENDING under a lease); every lane is listed, waiting or not. */
const laneOf = <L extends z.ZodType>(lane: L) =>
  z.object({
    lane,
    waiting: count,
    /** Seconds since the oldest waiting row of the lane was queued; null when none waits. */
    oldestAgeSeconds: count.nullable(),
  });

/** A row given up after its last attempt. */
const failureOf = <L extends z.ZodType>(lane: L) =>
  z.object({
    id: z.number().int(),
    failedAt: z.string(),
    lane,
    /** The mail's subject or the reminder's title. */
    title: z.string(),
    attempts: count,
    lastError: z.string().nullable(),
  });

const queueOf = <L extends z.ZodType, F extends z.ZodType>(lane: L, failure: F) =>
  z.object({
    lanes: z.array(laneOf(lane)),
    /** The oldest waiting row of the whole queue: its lane and age in seconds; null when none waits. */
    oldest: z.object({ lane, ageSeconds: count }).nullable(),
    sentLastHour: count,
    sentLast24Hours: count,
    failedLast24Hours: count,
    /** The latest failures, newest first (at most 20). */
    recentFailures: z.array(failure),
  });

const mailPrioritySchema = z.enum(MAIL_PRIORITIES);
const reminderChannelSchema = z.enum(REMINDER_CHANNELS);

const mailFailureSchema = failureOf(mailPrioritySchema).extend({
  /** The address, masked: its first letter and the domain (`b***@contoh.co.id`). */
  recipient: z.string(),
});
export type MailFailure = z.infer<typeof mailFailureSchema>;

const reminderFailureSchema = failureOf(reminderChannelSchema);
export type ReminderFailure = z.infer<typeof reminderFailureSchema>;

export const outboxStatusSchema = z.object({
  /** When the figures were read. */
  checkedAt: z.string(),
  /** The mail outbox, lanes in priority order: urgent, notice, bulk. */
  mail: queueOf(mailPrioritySchema, mailFailureSchema),
  /** The reminder deliveries, lanes per channel: PUSH, EMAIL (an e-mail reminder goes on through the outbox). */
  reminders: queueOf(reminderChannelSchema, reminderFailureSchema),
});
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;
