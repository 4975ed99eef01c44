import { z } from 'zod';
import { todayInJakarta } from '../calendar';
import { SHU_POOL_MAX } from '../constants';
import { checkRatDateHeld } from '../shu-calendar';
import { digitsOrNumber, isoDateSchema } from './common';

/** A fiscal year (January–December) the SHU can be about; in a path, decimal digits only (not `0x7ea`). */
export const shuYearSchema = digitsOrNumber(
  z.number().int('Tahun tidak valid').min(2000).max(2100),
  /^0*(?:20\d{2}|2100)$/,
  'Tahun tidak valid',
);
export const shuYearParamSchema = z.object({ tahun: shuYearSchema });
export const adminShuYearParamSchema = z.object({ year: shuYearSchema });

export const SHU_NOTE_MAX = 500;

/** PUT /admin/shu/{year}: the RAT's decision (ADMIN). */
export const shuDecisionRequestSchema = z.object({
  /** SHU for members, whole Rupiah. */
  pool: z
    .number('Dana SHU harus berupa angka')
    .int('Dana SHU harus rupiah penuh')
    .min(1, 'Dana SHU harus lebih dari 0')
    .max(SHU_POOL_MAX),
  /** Share of the pool for jasa modal, % (the rest is jasa usaha), up to 2 decimals. */
  jasaModalPercent: z
    .number('Persentase harus berupa angka')
    .min(0, 'Minimal 0')
    .max(100, 'Maksimal 100')
    .multipleOf(0.01, 'Paling banyak 2 angka desimal'),
  // The meeting has taken place: checked against today (Jakarta) at parse time. That it came after the year
  // closed needs the year from the path, so the service checks it (shu-calendar.ts).
  ratDate: isoDateSchema
    .pipe(
      z.string().superRefine((date, context) => {
        const message = checkRatDateHeld(date, todayInJakarta());
        if (message) context.addIssue({ code: 'custom', message });
      }),
    )
    .meta({
      description:
        'The day of the RAT (Asia/Jakarta calendar): not after today, and after the year in the path closed (422 otherwise).',
    }),
  note: z.string().trim().max(SHU_NOTE_MAX, `Catatan maksimal ${SHU_NOTE_MAX} karakter`).default(''),
});
export type ShuDecisionRequest = z.infer<typeof shuDecisionRequestSchema>;

export const shuDecisionSchema = z.object({
  year: z.number().int(),
  pool: z.number().int(),
  jasaModalPercent: z.number(),
  ratDate: z.string(),
  note: z.string(),
  postedAt: z.string().nullable(),
});
export type ShuDecision = z.infer<typeof shuDecisionSchema>;

export const adminShuShareSchema = z.object({
  nik: z.string(),
  name: z.string(),
  modalBasis: z.number().int(),
  usahaBasis: z.number().int(),
  jasaModal: z.number().int(),
  jasaUsaha: z.number().int(),
  total: z.number().int(),
});
export type AdminShuShare = z.infer<typeof adminShuShareSchema>;

/** The distribution of a year (preview, or what was posted): totals that add up, and the largest shares. */
export const shuPreviewSchema = z.object({
  decision: shuDecisionSchema,
  modalPool: z.number().int(),
  usahaPool: z.number().int(),
  totalModalBasis: z.number().int(),
  totalUsahaBasis: z.number().int(),
  memberCount: z.number().int(),
  totalJasaModal: z.number().int(),
  totalJasaUsaha: z.number().int(),
  totalShares: z.number().int(),
  /** Rupiah no member qualifies for: posting is refused while this is above 0. */
  undistributed: z.number().int(),
  /** The first shares by size (the CSV export has every one). */
  shares: z.array(adminShuShareSchema),
  alreadyPosted: z.boolean(),
});
export type ShuPreview = z.infer<typeof shuPreviewSchema>;

export const shuYearListSchema = z.array(shuDecisionSchema);

// ---- member calls ----

/** GET /SHU/{nik} item: a posted year's share with how it was computed. */
export const memberShuSchema = z.object({
  Tahun: z.number().int(),
  JasaModal: z.number().int(),
  JasaUsaha: z.number().int(),
  Total: z.number().int(),
  DasarModal: z.number().int(),
  DasarUsaha: z.number().int(),
  TotalDasarModal: z.number().int(),
  TotalDasarUsaha: z.number().int(),
  DanaJasaModal: z.number().int(),
  DanaJasaUsaha: z.number().int(),
  TanggalRAT: z.string(),
  DikreditkanPada: z.string(),
  Penjelasan: z.array(z.string()),
});
export type MemberShu = z.infer<typeof memberShuSchema>;
export const memberShuListSchema = z.array(memberShuSchema);
