import { extensionOf } from '../../plugins/user-file-reply';
import type { MemberRecords } from './data-export.repository';

/** One stored file in the archive: where it sits under `files/` and its bytes. */
export type ArchivedFile = { path: string; purpose: string; mime: string; data: Buffer; uploadedAt: Date };

/**
 * Columns that say nothing about the member: links between our own rows (the archive nests them instead), staff
 * account ids (the approver's name and title stay), file ids (replaced by the file's path in the archive) and
 * replay keys with their request hashes. Everything else a row holds is the member's data and goes in as stored
 * (UU PDP: a full copy).
 */
const INTERNAL_KEYS = new Set([
  'id',
  'memberId',
  'applicationId',
  'agreementId',
  'productId',
  'offerId',
  'idempotencyKey',
  'requestHash',
]);
const isInternalKey = (key: string) => INTERNAL_KEYS.has(key) || /(StaffId|FileId|PeriodId)$/.test(key);

function withoutInternals<T extends object>(row: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !isInternalKey(key)));
}

const safeSegment = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '-');

/** Names every file the member uploaded after what it was for, e.g. `files/pengajuan-PJ001/swafoto-ktp.jpg`. */
export function nameArchivedFiles(records: MemberRecords): {
  files: ArchivedFile[];
  pathOf: Map<number, string>;
} {
  const stems = new Map<number, string>();
  const avatarId = records.profile?.member.avatarFileId;
  if (avatarId) stems.set(avatarId, 'foto-profil');
  for (const { application } of records.applications) {
    const folder = `pengajuan-${safeSegment(application.approvalNo)}`;
    if (application.selfieFileId) stems.set(application.selfieFileId, `${folder}/swafoto-ktp`);
    if (application.formFileId) stems.set(application.formFileId, `${folder}/form-pengajuan`);
    if (application.supportingFileId) stems.set(application.supportingFileId, `${folder}/dokumen-pendukung`);
  }
  const agreementNoOf = new Map(records.agreements.map((row) => [row.id, row.agreementNo]));
  for (const settlement of records.settlements) {
    const agreementNo = safeSegment(
      agreementNoOf.get(settlement.agreementId) ?? String(settlement.agreementId),
    );
    if (settlement.proofFileId)
      stems.set(settlement.proofFileId, `pelunasan-${agreementNo}/bukti-transfer-${settlement.id}`);
  }
  for (const deposit of records.savingsDeposits) {
    stems.set(deposit.proofFileId, `simpanan-sukarela/bukti-setoran-${deposit.transferDate}-${deposit.id}`);
  }
  const pathOf = new Map<number, string>();
  const files = records.files.map((file) => {
    const stem = stems.get(file.id) ?? `lainnya/${file.purpose.toLowerCase()}-${file.id}`;
    const extension = extensionOf(file.mime);
    const path = `files/${stem}${extension ? `.${extension}` : ''}`;
    pathOf.set(file.id, path);
    return { path, purpose: file.purpose, mime: file.mime, data: file.data, uploadedAt: file.createdAt };
  });
  return { files, pathOf };
}

/** The member's profile field by field: never the password hash, and no session or token of any kind. */
function presentProfile(records: MemberRecords, pathOf: Map<number, string>) {
  if (!records.profile) return null;
  const { member, companyName } = records.profile;
  return {
    nik: member.nik,
    employeeId: member.employeeId,
    name: member.name,
    company: companyName,
    jobGrade: member.jobGrade,
    email: member.email,
    mobilePhone: member.mobilePhone,
    birthDate: member.birthDate,
    gender: member.gender,
    address: member.address,
    payrollAccountNo: member.payrollAccountNo,
    payrollAccountName: member.payrollAccountName,
    joinDate: member.joinDate,
    isActive: member.isActive,
    resignedAt: member.resignedAt,
    passwordChangedAt: member.passwordChangedAt,
    avatar: member.avatarFileId ? (pathOf.get(member.avatarFileId) ?? null) : null,
    registeredAt: member.createdAt,
  };
}

const pathOrNull = (pathOf: Map<number, string>, id: number | null) => (id ? (pathOf.get(id) ?? null) : null);

/** The `data.json` of the archive: every record grouped the way the portal shows it, files by their path. */
export function presentMemberData(
  records: MemberRecords,
  { files, pathOf }: { files: ArchivedFile[]; pathOf: Map<number, string> },
  exportedAt: Date,
  /** The terms and privacy versions accepted, and every opening of the member's documents by staff. */
  privacy: { consents: readonly unknown[]; documentViews: readonly unknown[] } = {
    consents: [],
    documentViews: [],
  },
) {
  const agreementNoOf = new Map(records.agreements.map((row) => [row.id, row.agreementNo]));
  const approvalNoOf = new Map(
    records.applications.map(({ application }) => [application.id, application.approvalNo]),
  );
  return {
    exportedAt,
    legalBasis:
      'UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi: hak mengakses dan memperoleh salinan data',
    profile: presentProfile(records, pathOf),
    applications: records.applications.map(({ application, productName }) => ({
      ...withoutInternals(application),
      product: productName,
      documents: {
        selfie: pathOrNull(pathOf, application.selfieFileId),
        form: pathOrNull(pathOf, application.formFileId),
        supporting: pathOrNull(pathOf, application.supportingFileId),
      },
      approvalHistory: records.approvalHistory
        .filter((step) => step.applicationId === application.id)
        .map(withoutInternals),
    })),
    agreements: records.agreements.map((agreement) => ({
      ...withoutInternals(agreement),
      applicationNo: approvalNoOf.get(agreement.applicationId) ?? null,
      replacedAgreementNo: agreement.replacedAgreementId
        ? (agreementNoOf.get(agreement.replacedAgreementId) ?? null)
        : null,
      instalments: records.instalments
        .filter((row) => row.agreementId === agreement.id)
        .map(withoutInternals),
    })),
    settlements: records.settlements.map((settlement) => ({
      ...withoutInternals(settlement),
      agreementNo: agreementNoOf.get(settlement.agreementId) ?? null,
      proof: pathOrNull(pathOf, settlement.proofFileId),
    })),
    savings: {
      contributions: records.contributions.map(withoutInternals),
      ledger: records.savingsLedger.map(withoutInternals),
      deposits: records.savingsDeposits.map((deposit) => ({
        ...withoutInternals(deposit),
        proof: pathOrNull(pathOf, deposit.proofFileId),
      })),
      withdrawals: records.savingsWithdrawals.map(withoutInternals),
      shuShares: records.shuShares.map(withoutInternals),
    },
    points: {
      ledger: records.pointsLedger.map(withoutInternals),
      coupons: records.coupons.map(({ coupon, offerTitle }) => ({
        ...withoutInternals(coupon),
        offer: offerTitle,
      })),
    },
    // Correction and deletion requests with their outcome; who decided stays with the cooperative (a staff id).
    dataRequests: records.dataRequests.map(({ decidedBy: _staffId, ...request }) =>
      withoutInternals(request),
    ),
    notifications: records.notifications.map((row) => ({
      ...withoutInternals(row),
      applicationNo: row.applicationId ? (approvalNoOf.get(row.applicationId) ?? null) : null,
    })),
    consents: privacy.consents,
    documentViews: privacy.documentViews,
    files: files.map((file) => ({
      path: file.path,
      purpose: file.purpose,
      mime: file.mime,
      sizeBytes: file.data.length,
      uploadedAt: file.uploadedAt,
    })),
  };
}
