import { DEFAULT_DOCUMENT_PHOTO_RETENTION_DAYS, DOCUMENT_PHOTO_RETENTION_SETTING } from '@kopkar/domain';
import type { Database } from '../../db/client';
import { recordAudit } from '../../plugins/audit';
import { eraseClosedApplicationPhotos } from '../applications/document-retention.service';
import { getNumberSetting } from '../settings/settings.service';

const DAY_MS = 86_400_000;

/**
 * Housekeeping: deletes, for every member, the document photos of applications closed (paid off,
 * rejected, cancelled) longer ago than the ADMIN's retention setting in days. Audited as the system when anything
 * went; returns how many files went. Locked rows are skipped, so several API copies may run it at once.
 */
export async function erasePhotosPastRetention(db: Database, now: Date = new Date()): Promise<number> {
  const days = await getNumberSetting(
    db,
    DOCUMENT_PHOTO_RETENTION_SETTING,
    DEFAULT_DOCUMENT_PHOTO_RETENTION_DAYS,
  );
  const closedBefore = new Date(now.getTime() - days * DAY_MS);
  return db.transaction(async (tx) => {
    const erased = await eraseClosedApplicationPhotos(tx, { closedBefore, skipLocked: true });
    if (erased > 0) {
      await recordAudit(tx, {
        actor: { kind: 'system', id: null },
        action: 'erase-document-photos',
        entity: 'application-files',
        entityId: null,
        after: { files: erased, retentionDays: days, closedBefore: closedBefore.toISOString() },
      });
    }
    return erased;
  });
}
