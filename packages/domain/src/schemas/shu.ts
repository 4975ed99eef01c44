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

/**
 * The parts of a year's result the AD/ART allocates, in the order the RAT reads them: the reserve, the members'
 * two parts (together the pool the RAT shares out), and the funds of the board, staff, education and social work.
 */
export const SHU_ALLOCATION_KEYS = [
  'cadangan',
  'jasaModal',
  'jasaUsaha',
  'danaPengurus',
  'danaKaryawan',
  'danaPendidikan',
  'danaSosial',
] as const;
export type ShuAllocationKey = (typeof SHU_ALLOCATION_KEYS)[number];

export const SHU_ALLOCATION_LABELS: Readonly<Record<ShuAllocationKey, string>> = {
  cadangan: 'Cadangan',
  jasaModal: 'Jasa modal',
  jasaUsaha: 'Jasa usaha',
  danaPengurus: 'Dana pengurus',
  danaKaryawan: 'Dana karyawan',
  danaPendidikan: 'Dana pendidikan',
  danaSosial: 'Dana sosial',
};

/** The allocation while the setting `shu.allocation` is not set, % of the year's result. */
export const DEFAULT_SHU_ALLOCATION: Readonly<Record<ShuAllocationKey, number>> = {
  cadangan: 25,
  jasaModal: 20,
  jasaUsaha: 35,
  danaPengurus: 5,
  danaKaryawan: 5,
  danaPendidikan: 5,
  danaSosial: 5,
};

export const SHU_ALLOCATION_TOTAL_MESSAGE = 'Jumlah persentase alokasi SHU harus 100';

/** One part of the allocation: 0–100 % with at most 2 decimals. */
export const shuAllocationPercentSchema = z
  .number('Persentase harus berupa angka')
  .min(0, 'Minimal 0')
  .max(100, 'Maksimal 100')
  .multipleOf(0.01, 'Paling banyak 2 angka desimal');

/** The parts' sum in hundredths of a percent: exact for values of at most 2 decimals. */
export const shuAllocationHundredths = (allocation: Readonly<Record<ShuAllocationKey, number>>) =>
  SHU_ALLOCATION_KEYS.reduce((sum, key) => sum + Math.round(allocation[key] * 100), 0);

/** The setting `shu.allocation` (ADMIN): each part's percent of the year's result, adding up to exactly 100. */
export const shuAllocationSchema = z
  .object({
    cadangan: shuAllocationPercentSchema,
    jasaModal: shuAllocationPercentSchema,
    jasaUsaha: shuAllocationPercentSchema,
    danaPengurus: shuAllocationPercentSchema,
    danaKaryawan: shuAllocationPercentSchema,
    danaPendidikan: shuAllocationPercentSchema,
    danaSosial: shuAllocationPercentSchema,
  } satisfies Record<ShuAllocationKey, z.ZodType>)
  .refine((allocation) => shuAllocationHundredths(allocation) === 100_00, SHU_ALLOCATION_TOTAL_MESSAGE)
  .meta({ description: 'The seven percentages add up to exactly 100 (422 otherwise).' });
export type ShuAllocation = z.infer<typeof shuAllocationSchema>;

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

// ---- the SHU the books propose ----

export const shuProposalPartSchema = z.object({
  key: z.enum(SHU_ALLOCATION_KEYS),
  label: z.string(),
  /** % of the result, from the setting shu.allocation. */
  percent: z.number(),
  /** Whole Rupiah; the parts add up to the result exactly (0 each when there is no positive result). */
  amount: z.number().int(),
});
export type ShuProposalPart = z.infer<typeof shuProposalPartSchema>;

/** GET /admin/shu/{year}/proposal (ADMIN): the year's result in the books, allocated as the AD/ART says. */
export const shuProposalSchema = z.object({
  year: z.number().int(),
  /** Posted income (4xxx) over 1 January–31 December, the year-close entry left out, Rupiah. */
  income: z.number().int(),
  /** Posted expenses (5xxx) over the same days, Rupiah. */
  expense: z.number().int(),
  /** income − expense: the hasil usaha (negative for a loss). */
  result: z.number().int(),
  parts: z.array(shuProposalPartSchema),
  /** The members' pool proposed: jasa modal + jasa usaha (0 without a positive result). */
  pool: z.number().int(),
  /** Jasa modal's share of that pool, %, 2 decimals. */
  jasaModalPercent: z.number(),
  note: z.string(),
});
export type ShuProposal = z.infer<typeof shuProposalSchema>;

/** This year's SHU of a member so far: an estimate that changes until the RAT decides. */
export const memberShuEstimateSchema = z.object({
  year: z.number().int(),
  /** Whole Rupiah, rounded down. */
  amount: z.number().int(),
  /** The last day the books and bases were read to (Asia/Jakarta). */
  asOf: z.string(),
});
export type MemberShuEstimate = z.infer<typeof memberShuEstimateSchema>;
/** GET /SHU/{nik}/perkiraan: null while the year has no positive result yet. */
export const memberShuEstimateReplySchema = z.object({ estimate: memberShuEstimateSchema.nullable() });
export type MemberShuEstimateReply = z.infer<typeof memberShuEstimateReplySchema>;
