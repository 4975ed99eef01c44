import type { RepaymentChannel } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { setRepaymentChannelOf } from '../members/members.service';
import type { Actor } from './backoffice-guard';

/**
 * Sets how a member pays instalments (PAYROLL or TRANSFER; only TRANSFER members get the instalment reminder).
 * The row is locked while the old value is read for the audit log, so two ADMINs saving at once log in order.
 */
export async function setRepaymentChannel(db: Database, actor: Actor, id: number, channel: RepaymentChannel) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ repaymentChannel: members.repaymentChannel })
      .from(members)
      .where(eq(members.id, id))
      .for('update');
    if (!before) throw notFound('Anggota tidak ditemukan');
    await setRepaymentChannelOf(tx, id, channel);
    await recordAudit(tx, {
      actor,
      action: 'set-repayment-channel',
      entity: 'member',
      entityId: id,
      before,
      after: { repaymentChannel: channel },
    });
    return { id, repaymentChannel: channel };
  });
}
