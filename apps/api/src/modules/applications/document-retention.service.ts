import { CLOSED_APPLICATION_STATUSES } from '@kopkar/domain';
import { and, eq, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';
import { deleteFiles } from '../../plugins/uploads';

type Writer = Pick<Database, 'select' | 'update' | 'delete'>;

export type PhotoErasureScope = {
  /** Only this member's applications (an approved deletion request); every member's when absent. */
  memberId?: number;
  /** Only applications closed (their status last changed) before this instant (the retention setting). */
  closedBefore?: Date;
  /**
   * Skip rows another transaction holds (housekeeping in several API copies; whatever is skipped goes on the next
   * run). A member's deletion request waits for them instead, so its outcome is complete.
   */
  skipLocked?: boolean;
};

/**
 * Deletes the selfie with KTP, the application form and the supporting document of applications that are paid off
 * (FIN), rejected or cancelled: they served the decision and the running loan, not the financial record the
 * cooperative must keep (docs/data-retention.md). Open applications (NEW, APV, FUN) keep theirs. Runs in the
 * caller's transaction; returns how many files went.
 */
export async function eraseClosedApplicationPhotos(tx: Writer, scope: PhotoErasureScope): Promise<number> {
  const conditions: SQL[] = [
    inArray(applications.status, [...CLOSED_APPLICATION_STATUSES]),
    or(
      isNotNull(applications.selfieFileId),
      isNotNull(applications.formFileId),
      isNotNull(applications.supportingFileId),
    ) as SQL,
  ];
  if (scope.memberId !== undefined) conditions.push(eq(applications.memberId, scope.memberId));
  if (scope.closedBefore) conditions.push(lt(applications.updatedAt, scope.closedBefore));
  // Locked first: the file ids are read and cleared by the same transaction, whoever else runs housekeeping.
  const query = tx
    .select({
      id: applications.id,
      selfie: applications.selfieFileId,
      form: applications.formFileId,
      supporting: applications.supportingFileId,
    })
    .from(applications)
    .where(and(...conditions));
  const rows = await (scope.skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  if (rows.length === 0) return 0;
  await tx
    .update(applications)
    .set({ selfieFileId: null, formFileId: null, supportingFileId: null })
    .where(
      inArray(
        applications.id,
        rows.map((row) => row.id),
      ),
    );
  const fileIds = rows.flatMap((row) => [row.selfie, row.form, row.supporting]).filter((id) => id !== null);
  return deleteFiles(tx, fileIds);
}
