import {
  CONSENT_DOCUMENT_LABELS,
  type ConsentDocument,
  DATA_REQUEST_STATUS_LABELS,
  DATA_REQUEST_TOPIC_LABELS,
  type DataRequestStatus,
  type DataRequestTopic,
} from '@kopkar/domain';
import type { ArchivedFile } from './data-export.presenter';
import type { MemberRecords } from './data-export.repository';
import { type DataSummary, orDash, type SummarySection, summaryDate, wib } from './data-summary-format';
import { loanSections, savingsSections } from './data-summary-money.presenter';

type Privacy = {
  consents: readonly { document?: string; version?: string; acceptedAt?: string }[];
  documentViews: readonly { viewer: string; document: string; approvalNo: string | null; viewedAt: string }[];
};

const GENDER_LABELS: Record<string, string> = {
  L: 'Laki-laki',
  P: 'Perempuan',
  M: 'Laki-laki',
  F: 'Perempuan',
};

function profileSection(records: MemberRecords): SummarySection {
  const { member, companyName } = records.profile ?? { member: null, companyName: '' };
  if (!member) return { title: 'Profil', facts: [] };
  return {
    title: 'Profil',
    facts: [
      ['Nama', member.name],
      ['NIK', member.nik],
      ['No. karyawan', member.employeeId],
      ['Perusahaan', companyName],
      ['Golongan', orDash(member.jobGrade)],
      ['Email', orDash(member.email)],
      ['No. HP', orDash(member.mobilePhone)],
      ['Tanggal lahir', summaryDate(member.birthDate)],
      ['Jenis kelamin', GENDER_LABELS[member.gender ?? ''] ?? orDash(member.gender)],
      ['Alamat', orDash(member.address)],
      [
        'Rekening payroll',
        member.payrollAccountNo
          ? `${member.payrollAccountNo} a.n. ${orDash(member.payrollAccountName)}`
          : '-',
      ],
      ['Tanggal bergabung', summaryDate(member.joinDate)],
      ['Status keanggotaan', member.isActive ? 'Aktif' : `Keluar (${wib(member.resignedAt)})`],
      ['Terdaftar sejak', wib(member.createdAt)],
    ],
  };
}

function privacySections(records: MemberRecords, privacy: Privacy): SummarySection[] {
  return [
    {
      title: 'Permintaan koreksi dan penghapusan data',
      table: {
        columns: [
          { label: 'Diajukan', weight: 3 },
          { label: 'Permintaan', weight: 4 },
          { label: 'Status', weight: 2 },
          { label: 'Diputuskan', weight: 3 },
        ],
        rows: records.dataRequests.map((row) => [
          wib(row.submittedAt),
          DATA_REQUEST_TOPIC_LABELS[row.topic as DataRequestTopic] ?? row.topic,
          DATA_REQUEST_STATUS_LABELS[row.status as DataRequestStatus] ?? row.status,
          wib(row.decidedAt),
        ]),
      },
    },
    {
      title: 'Persetujuan syarat dan kebijakan privasi',
      table: {
        columns: [
          { label: 'Dokumen', weight: 4 },
          { label: 'Versi', weight: 2 },
          { label: 'Disetujui', weight: 3 },
        ],
        rows: privacy.consents.map((row) => [
          CONSENT_DOCUMENT_LABELS[row.document as ConsentDocument] ?? orDash(row.document),
          orDash(row.version),
          wib(row.acceptedAt),
        ]),
      },
    },
    {
      title: 'Siapa yang membuka dokumen saya',
      table: {
        columns: [
          { label: 'Waktu', weight: 3 },
          { label: 'Petugas', weight: 4 },
          { label: 'Dokumen', weight: 3 },
          { label: 'No. pengajuan', weight: 3 },
        ],
        rows: privacy.documentViews.map((row) => [
          wib(row.viewedAt),
          row.viewer,
          row.document,
          orDash(row.approvalNo),
        ]),
      },
    },
    {
      title: 'Notifikasi',
      table: {
        columns: [
          { label: 'Waktu', weight: 3 },
          { label: 'Isi', weight: 9 },
        ],
        rows: records.notifications.map((row) => [wib(row.logDate), row.logDesc]),
      },
    },
  ];
}

function filesSection(files: readonly ArchivedFile[]): SummarySection {
  return {
    title: 'Berkas yang Anda unggah (ada di folder files/ arsip ini)',
    table: {
      columns: [
        { label: 'Berkas', weight: 7 },
        { label: 'Diunggah', weight: 3 },
      ],
      rows: files.map((file) => [file.path, wib(file.uploadedAt)]),
    },
  };
}

/**
 * The readable companion of data.json (`ringkasan-data-saya.pdf` in the archive): the same records with Indonesian
 * labels instead of codes (FIN reads "Lunas"), Rupiah amounts, and every time on the cooperative's clock (WIB).
 */
export function summariseMemberData(
  records: MemberRecords,
  files: readonly ArchivedFile[],
  privacy: Privacy,
  exportedAt: Date,
): DataSummary {
  return {
    memberName: records.profile?.member.name ?? '',
    nik: records.profile?.member.nik ?? '',
    exportedAt: wib(exportedAt),
    sections: [
      profileSection(records),
      ...loanSections(records),
      ...savingsSections(records),
      ...privacySections(records, privacy),
      filesSection(files),
    ],
  };
}
