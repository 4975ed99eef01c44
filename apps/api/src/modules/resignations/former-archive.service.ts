import { type FormerArchive, type FormerDocument, formatDate, ISSUED_DOCUMENT_KINDS } from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { listMemberAgreements } from '../agreements/agreements.service';
import { presentFormerMember } from '../auth/former-session';
import { exportStatement } from '../savings/savings-statement.service';
import { listMemberShu } from '../shu/shu.service';
import { findApprovedOfMember } from './resignations.repository';

const titleOf = (kind: keyof typeof ISSUED_DOCUMENT_KINDS) => ISSUED_DOCUMENT_KINDS[kind].title;

/** The date the member left (Jakarta), which every archive document is counted to. */
const leftOnOf = (member: MemberRow) => presentFormerMember(member.name, member.nik, leftAt(member)).leftOn;
const leftAt = (member: MemberRow) => member.resignedAt ?? new Date();

/** The whole membership: from the join date (or the first of the year they left, when none is on file). */
function membershipPeriod(member: MemberRow) {
  const to = leftOnOf(member);
  return { from: member.joinDate ?? `${to.slice(0, 4)}-01-01`, to };
}

/**
 * GET /Arsip: what a former member may still download (docs/decisions/0017-former-member-access.md) — the
 * closing statement, the settlement letter of each finished loan, the savings statement of the whole membership,
 * the SHU slip of each posted year, and the export of their personal data. Nothing else is offered or served.
 */
export async function getFormerArchive(db: Database, member: MemberRow): Promise<FormerArchive> {
  const [agreements, shares, resignation] = await Promise.all([
    listMemberAgreements(db, member.id),
    listMemberShu(db, member.id),
    findApprovedOfMember(db, member.id),
  ]);
  const period = membershipPeriod(member);
  // A member closed by ADMIN (left the group without a request here) has no closing statement.
  const closing: FormerDocument[] = resignation
    ? [
        {
          kind: 'closing-statement',
          title: titleOf('closing-statement'),
          detail: `Keluar pada ${formatDate(period.to)}`,
          path: '/Arsip/surat-keluar',
        },
      ]
    : [];
  const documents: FormerDocument[] = [
    ...closing,
    ...agreements
      .filter(({ agreement }) => agreement.status === 'FIN')
      .map(({ agreement }) => ({
        kind: 'settlement-letter' as const,
        title: titleOf('settlement-letter'),
        detail: `Perjanjian ${agreement.agreementNo}`,
        path: `/Arsip/surat-lunas/${encodeURIComponent(agreement.agreementNo)}`,
      })),
    {
      kind: 'savings-statement',
      title: titleOf('savings-statement'),
      detail: `${formatDate(period.from)} s.d. ${formatDate(period.to)}`,
      path: '/Arsip/rekening-simpanan',
    },
    ...shares.map((share) => ({
      kind: 'shu-slip' as const,
      title: titleOf('shu-slip'),
      detail: `Tahun buku ${share.Tahun}`,
      path: `/Arsip/shu/${share.Tahun}`,
    })),
    {
      kind: 'member-data',
      title: 'Data Saya',
      detail: 'Seluruh data pribadi Anda yang disimpan koperasi (ZIP)',
      path: '/Arsip/data-saya',
    },
  ];
  return { member: presentFormerMember(member.name, member.nik, leftAt(member)), documents };
}

/** The savings statement of the whole membership as an issued PDF. */
export async function exportMembershipStatement(db: Database, member: MemberRow, publicUrl: string) {
  return exportStatement(db, member, membershipPeriod(member), 'pdf', publicUrl);
}
