import { todayInJakarta } from '@kopkar/domain';
import { zipSync } from 'fflate';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { listConsentsForExport, listDocumentViewsForExport } from '../privacy/privacy.service';
import { getPublicSettings } from '../settings/settings.service';
import { nameArchivedFiles, presentMemberData } from './data-export.presenter';
import { readMemberRecords } from './data-export.repository';
import { summariseMemberData } from './data-summary.presenter';
import { renderDataSummaryPdf } from './data-summary-pdf';

/** The readable summary's name in the archive, beside data.json. */
const DATA_SUMMARY_PDF = 'ringkasan-data-saya.pdf';

export type MemberDataArchive = { fileName: string; zip: Buffer };

/**
 * GET /account/data/export (UU PDP 27/2022, the right to access and a copy): one ZIP with `data.json` (every
 * record the cooperative holds about the member, for machines), `ringkasan-data-saya.pdf` (the same with Indonesian
 * labels and WIB times, for the member to read) and the files they uploaded under `files/`. Pictures and PDFs
 * are compressed already, so they are stored as they are; only data.json is deflated. The export is audited
 * with the member as actor: who took a copy of which personal data, and when.
 */
export async function exportMemberData(
  db: Database,
  memberId: number,
  now = new Date(),
): Promise<MemberDataArchive> {
  const records = await readMemberRecords(db, memberId);
  if (!records.profile) throw notFound('Anggota tidak ditemukan');
  const archived = nameArchivedFiles(records);
  const privacy = {
    consents: await listConsentsForExport(db, memberId),
    documentViews: await listDocumentViewsForExport(db, memberId),
  };
  const json = JSON.stringify(presentMemberData(records, archived, now, privacy), null, 2);
  const { coopName } = await getPublicSettings(db);
  const summary = await renderDataSummaryPdf(
    summariseMemberData(records, archived.files, privacy, now),
    coopName,
  );
  const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {
    'data.json': [Buffer.from(json, 'utf8'), { level: 6 }],
    [DATA_SUMMARY_PDF]: [summary, { level: 0 }],
  };
  for (const file of archived.files) entries[file.path] = [file.data, { level: 0 }];
  const zip = Buffer.from(zipSync(entries, { mtime: now }));
  await recordAudit(db, {
    actor: { kind: 'member', id: memberId },
    action: 'export-member-data',
    entity: 'member',
    entityId: memberId,
    after: { files: archived.files.length, bytes: zip.length },
  });
  return { fileName: `data-saya-${records.profile.member.nik}-${todayInJakarta(now)}`, zip };
}
