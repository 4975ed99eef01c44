import type { CorrectionField } from '@kopkar/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';
import { notFound } from '../../errors';

export type CorrectableValues = Record<CorrectionField, string | null>;
const correctable = {
  name: members.name,
  birthDate: members.birthDate,
  address: members.address,
  payrollAccountNo: members.payrollAccountNo,
  payrollAccountName: members.payrollAccountName,
};

/**
 * Writes an approved correction to the member's row in the caller's transaction (the request's decision commits
 * with it) and returns the fields before and after, for the audit log.
 */
export async function applyMemberCorrection(
  tx: Pick<Database, 'select' | 'update'>,
  memberId: number,
  values: Partial<Record<CorrectionField, string>>,
): Promise<{ before: Partial<CorrectableValues>; after: Partial<CorrectableValues> }> {
  const [current] = await tx.select(correctable).from(members).where(eq(members.id, memberId)).for('update');
  if (!current) throw notFound('Anggota tidak ditemukan');
  const fields = Object.keys(values) as CorrectionField[];
  await tx
    .update(members)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
  return {
    before: Object.fromEntries(fields.map((field) => [field, current[field]])),
    after: values,
  };
}
