import type { OutboxStatus } from '@kopkar/domain';
import type { Database } from '../../db/client';
import { readOutboxStatus } from '../../plugins/outbox-status';
import { getReminderQueueStatus } from '../reminders/reminders.service';
import { presentOutboxStatus } from './outbox-status.presenter';

/**
 * GET /admin/outbox: whether mail and reminders go out in time — the mail outbox's backlog per
 * priority and the reminder deliveries' per channel, their oldest waiting age, what was sent and what failed.
 */
export async function getOutboxStatus(db: Database): Promise<OutboxStatus> {
  const [mail, reminders] = await Promise.all([readOutboxStatus(db), getReminderQueueStatus(db)]);
  return presentOutboxStatus(mail, reminders, new Date());
}
