import { ErrorCode, explainShuShare, type MemberShu, toJakartaDate } from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { issueDocument } from '../documents/issued-documents.service';
import { getPublicSettings } from '../settings/settings.service';
import { listMemberShares } from './shu.repository';
import type { ShuSummary } from './shu-admin.service';
import { shuSlipPdf } from './shu-slip';

/** GET /SHU/{nik}: the member's SHU of each posted year, both parts and how they were computed. */
export async function listMemberShu(db: Database, memberId: number): Promise<MemberShu[]> {
  const rows = await listMemberShares(db, memberId);
  return rows.map(({ share, decision }) => {
    const summary = decision.summary as ShuSummary;
    return {
      Tahun: share.year,
      JasaModal: share.jasaModal,
      JasaUsaha: share.jasaUsaha,
      Total: share.total,
      DasarModal: share.modalBasis,
      DasarUsaha: share.usahaBasis,
      TotalDasarModal: summary.totalModalBasis,
      TotalDasarUsaha: summary.totalUsahaBasis,
      DanaJasaModal: summary.modalPool,
      DanaJasaUsaha: summary.usahaPool,
      TanggalRAT: decision.ratDate,
      DikreditkanPada: toJakartaDate(decision.postedAt ?? share.createdAt),
      Penjelasan: explainShuShare({
        year: share.year,
        modalBasis: share.modalBasis,
        usahaBasis: share.usahaBasis,
        totalModalBasis: summary.totalModalBasis,
        totalUsahaBasis: summary.totalUsahaBasis,
        modalPool: summary.modalPool,
        usahaPool: summary.usahaPool,
        jasaModal: share.jasaModal,
        jasaUsaha: share.jasaUsaha,
      }),
    };
  });
}

/** GET /SHU/{nik}/{tahun}/slip: the member's slip of a posted year as an issued PDF (one per member and year). */
export async function buildShuSlip(
  db: Database,
  member: MemberRow,
  year: number,
  publicUrl: string,
): Promise<Buffer> {
  const share = (await listMemberShu(db, member.id)).find((row) => row.Tahun === year);
  if (!share) throw new AppError(ErrorCode.NOT_FOUND, `Tidak ada SHU tahun ${year} untuk Anda`);
  const slip = { memberName: member.name, nik: member.nik, share };
  const issued = await issueDocument(db, publicUrl, {
    kind: 'shu-slip',
    member,
    subject: `shu:${year}`,
    content: slip,
    figures: { year, jasaModal: share.JasaModal, jasaUsaha: share.JasaUsaha, total: share.Total },
  });
  const { coopName, address } = await getPublicSettings(db);
  return shuSlipPdf({ letterhead: { coopName, coopAddress: address }, issued, ...slip });
}
