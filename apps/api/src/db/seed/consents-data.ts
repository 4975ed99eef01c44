import { currentConsentVersions } from '@kopkar/domain';
import type { Database } from '../client';
import { consentAcceptances } from '../schema/index';
import type { DemoMember } from './members-data';

/**
 * The demo members accepted the terms and privacy versions in force on the seed's day, as if they had used the
 * portal before: the demo opens on their pages, not on the consent gate. A member HR imports later accepts at
 * activation; publishing a newer version in packages/domain (consent-versions.ts) puts everyone at the gate.
 */
export async function seedConsentAcceptances(db: Database, members: readonly DemoMember[], today: string) {
  const versions = currentConsentVersions(today);
  const rows = members.flatMap((member) =>
    versions.map((entry) => ({
      memberId: member.id,
      document: entry.document,
      version: entry.version,
      source: 'SEED',
    })),
  );
  if (rows.length > 0) await db.insert(consentAcceptances).values(rows);
}
