import { formatDateTime } from './date-format';

/**
 * Members' requests under UU PDP 27/2022: correcting their data and deleting what the law lets the
 * cooperative delete. The law gives the controller 3×24 hours to act on a request (Pasal 6, 33, 34 and 40).
 */
export const DATA_REQUEST_DEADLINE_HOURS = 72;

/** What a request is about: one correctable field (or field pair), or the deletion of erasable data. */
export const DATA_REQUEST_TOPICS = ['NAME', 'BIRTH_DATE', 'ADDRESS', 'PAYROLL_ACCOUNT', 'DELETION'] as const;
export type DataRequestTopic = (typeof DATA_REQUEST_TOPICS)[number];
export type CorrectionTopic = Exclude<DataRequestTopic, 'DELETION'>;

/** DIAJUKAN is the only open status: one open request per member and topic (a unique index says so). */
export const DATA_REQUEST_STATUSES = ['DIAJUKAN', 'DISETUJUI', 'DITOLAK'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export const DATA_REQUEST_TOPIC_LABELS: Record<DataRequestTopic, string> = {
  NAME: 'Koreksi nama',
  BIRTH_DATE: 'Koreksi tanggal lahir',
  ADDRESS: 'Koreksi alamat',
  PAYROLL_ACCOUNT: 'Koreksi rekening payroll',
  DELETION: 'Penghapusan data',
};

export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  DIAJUKAN: 'Diajukan',
  DISETUJUI: 'Disetujui',
  DITOLAK: 'Ditolak',
};

/** The members columns each correction may change, in the order forms and the queue show them. */
export const CORRECTION_FIELDS = {
  NAME: ['name'],
  BIRTH_DATE: ['birthDate'],
  ADDRESS: ['address'],
  PAYROLL_ACCOUNT: ['payrollAccountNo', 'payrollAccountName'],
} as const satisfies Record<CorrectionTopic, readonly string[]>;
export type CorrectionField = (typeof CORRECTION_FIELDS)[CorrectionTopic][number];

export const CORRECTION_FIELD_LABELS: Record<CorrectionField, string> = {
  name: 'Nama',
  birthDate: 'Tanggal lahir',
  address: 'Alamat',
  payrollAccountNo: 'No. rekening payroll',
  payrollAccountName: 'Nama pemilik rekening',
};

/** What a correction that changes nothing is told (it would cost ADMIN a decision about nothing). */
export const CORRECTION_UNCHANGED_MESSAGE =
  'Tidak ada data yang diubah. Isi nilai baru yang berbeda dari data Anda sekarang.';

/**
 * True when every proposed value equals what the member's record holds now (trimmed; a date as `YYYY-MM-DD`), so
 * the correction would change nothing. A field the record lacks (null) differs from any proposed value.
 */
export function isCorrectionUnchanged(
  proposed: Readonly<Record<string, string>>,
  current: Readonly<Record<string, string | null | undefined>>,
): boolean {
  const fields = Object.keys(proposed);
  return (
    fields.length > 0 && fields.every((field) => (current[field] ?? null)?.trim() === proposed[field]?.trim())
  );
}

export const isCorrectionTopic = (topic: DataRequestTopic): topic is CorrectionTopic => topic !== 'DELETION';

/** The deadline of a request: submitted + 72 hours, as an ISO instant (hours, so no calendar or DST question). */
export function dataRequestDeadline(submittedAt: Date | string): string {
  const submitted = new Date(submittedAt).getTime();
  return new Date(submitted + DATA_REQUEST_DEADLINE_HOURS * 3_600_000).toISOString();
}

/** An open request whose deadline has passed; a decided one is never late any more. */
export function isDataRequestOverdue(
  request: { status: DataRequestStatus; deadline: string },
  now: Date = new Date(),
): boolean {
  return request.status === 'DIAJUKAN' && now.getTime() > new Date(request.deadline).getTime();
}

/** "Batas waktu: 27-11-2026 10:15 WIB", the line both the member and staff read. */
export const describeDataRequestDeadline = (deadline: string) =>
  `Batas waktu: ${formatDateTime(deadline)} WIB`;

/**
 * The staff queue's order: overdue first, then the nearest deadline, then the oldest id. With one deadline rule
 * this is the submission order, but the queue does not rely on that.
 */
export function compareDataRequestsForQueue(
  a: { id: number; status: DataRequestStatus; deadline: string },
  b: { id: number; status: DataRequestStatus; deadline: string },
  now: Date = new Date(),
): number {
  const lateA = isDataRequestOverdue(a, now) ? 0 : 1;
  const lateB = isDataRequestOverdue(b, now) ? 0 : 1;
  if (lateA !== lateB) return lateA - lateB;
  const byDeadline = new Date(a.deadline).getTime() - new Date(b.deadline).getTime();
  return byDeadline !== 0 ? byDeadline : a.id - b.id;
}

/** Notification headers of a decision (NOTICE_KINDS): both lead to /account/data. */
export const DATA_REQUEST_NOTICES = { APPROVED: 'DATA_OK', REFUSED: 'DATA_TOLAK' } as const;

/** What an approved deletion did, in one sentence (the member's page and the notification say the same). */
export function describeDeletionOutcome(outcome: {
  documentPhotos: number;
  avatar: boolean;
  blogComments: number;
}): string {
  const parts = [
    `${outcome.documentPhotos} dokumen pengajuan dihapus`,
    outcome.avatar ? 'foto profil dihapus' : 'tidak ada foto profil',
    `${outcome.blogComments} komentar blog dianonimkan`,
  ];
  return `${parts.join(', ')}.`;
}
