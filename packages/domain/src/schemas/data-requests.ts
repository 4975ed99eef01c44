import { z } from 'zod';
import { DATA_REQUEST_STATUSES, DATA_REQUEST_TOPICS } from '../data-requests';
import { ADDRESS_MAX_LENGTH } from '../points';
import { isoDateSchema, nikSchema, recordIdNumberSchema } from './common';

/** Correction and deletion requests of UU PDP 27/2022: what members send and what they and ADMIN read. */
export const DATA_REQUEST_NOTE_MAX = 500;
export const DATA_REQUEST_REASON_MIN = 3;
export const DATA_REQUEST_REASON_MAX = 500;
export const MEMBER_NAME_MAX = 120;

const note = z
  .string()
  .trim()
  .max(DATA_REQUEST_NOTE_MAX, `Catatan maksimal ${DATA_REQUEST_NOTE_MAX} karakter`)
  .optional();
const required = (label: string, max: number) =>
  z
    .string(`${label} wajib diisi`)
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

/** POST /account/data-requests: the topic says which proposed values come with it. */
/** A date from 1900 on, as a pattern the document shows (with the day's shape and reality from isoDateSchema). */
const FROM_1900 = /^(?:19\d{2}|[2-9]\d{3})-(?:0[1-9]|[1-9]\d)-(?:0[1-9]|[1-9]\d)$/;
/** Told to text before 1900-01-01 (in text order, as the date column compares): zod's `when`. */
const bornBefore1900: { error: string } & Pick<z.core.$ZodCheckDef, 'when'> = {
  error: 'Tanggal lahir tidak valid',
  when: ({ value }) => typeof value === 'string' && value < '1900-01-01',
};

export const dataRequestCreateSchema = z.discriminatedUnion(
  'topic',
  [
    z.object({ topic: z.literal('NAME'), name: required('Nama', MEMBER_NAME_MAX), note }),
    z.object({
      topic: z.literal('BIRTH_DATE'),
      birthDate: isoDateSchema.regex(FROM_1900, bornBefore1900),
      note,
    }),
    z.object({ topic: z.literal('ADDRESS'), address: required('Alamat', ADDRESS_MAX_LENGTH), note }),
    z.object({
      topic: z.literal('PAYROLL_ACCOUNT'),
      payrollAccountNo: z
        .string('No. rekening wajib diisi')
        .trim()
        .regex(/^\d{5,30}$/, 'Nomor rekening hanya angka (5–30 digit)'),
      payrollAccountName: required('Nama pemilik rekening', MEMBER_NAME_MAX),
      note,
    }),
    z.object({ topic: z.literal('DELETION'), note }),
  ],
  { error: 'Jenis permintaan tidak dikenal' },
);
export type DataRequestCreate = z.infer<typeof dataRequestCreateSchema>;

/** POST /admin/data-requests/{id}/refuse: the reason the member reads. */
export const dataRequestRefuseSchema = z.object({
  reason: z
    .string('Alasan wajib diisi')
    .trim()
    .min(DATA_REQUEST_REASON_MIN, `Alasan minimal ${DATA_REQUEST_REASON_MIN} karakter`)
    .max(DATA_REQUEST_REASON_MAX, `Alasan maksimal ${DATA_REQUEST_REASON_MAX} karakter`),
});
export type DataRequestRefuse = z.infer<typeof dataRequestRefuseSchema>;

/** What an approved deletion removed: counts, so the member and the audit log read the same facts. */
export const deletionOutcomeSchema = z.object({
  documentPhotos: z.number().int().nonnegative(),
  avatar: z.boolean(),
  blogComments: z.number().int().nonnegative(),
});
export type DeletionOutcome = z.infer<typeof deletionOutcomeSchema>;

/** One request as its member sees it. `proposed` holds the new values by members column (empty for deletion). */
export const dataRequestSchema = z.object({
  id: recordIdNumberSchema,
  topic: z.enum(DATA_REQUEST_TOPICS),
  status: z.enum(DATA_REQUEST_STATUSES),
  proposed: z.record(z.string(), z.string()),
  note: z.string().nullable(),
  refusalReason: z.string().nullable(),
  deletionOutcome: deletionOutcomeSchema.nullable(),
  submittedAt: z.string(),
  /** submitted + 72 hours (dataRequestDeadline). */
  deadline: z.string(),
  isOverdue: z.boolean(),
  decidedAt: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;
export const dataRequestListSchema = z.array(dataRequestSchema);

/** One open request in ADMIN's queue: the member and the values held now beside the proposed ones. */
export const adminDataRequestSchema = dataRequestSchema.extend({
  member: z.object({ id: recordIdNumberSchema, nik: nikSchema, name: z.string() }),
  current: z.record(z.string(), z.string().nullable()),
});
export type AdminDataRequest = z.infer<typeof adminDataRequestSchema>;
export const adminDataRequestListSchema = z.array(adminDataRequestSchema);

/** The proposed values of a create body, by members column (what is stored and later written). */
export function proposedValuesOf(input: DataRequestCreate): Record<string, string> {
  const { topic: _topic, note: _note, ...values } = input;
  return values as Record<string, string>;
}
