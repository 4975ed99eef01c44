import {
  DEFAULT_SHU_ALLOCATION,
  SHU_ALLOCATION_KEYS,
  SHU_ALLOCATION_TOTAL_MESSAGE,
  type ShuAllocation,
  type ShuAllocationKey,
  shuAllocationHundredths,
  shuAllocationPercentSchema,
  shuAllocationSchema,
} from '@kopkar/domain';
import { z } from 'zod';

/** The allocation form keeps each part as typed ('12,5'); its rules read the numbers on submit. */
export type ShuAllocationFormValues = Record<ShuAllocationKey, string>;

/** A percent typed with a decimal comma or point; NaN for anything else (the part's rule then says so). */
export function readPercentText(text: string): number {
  const normalised = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** The stored allocation as the form shows it; the default while the setting is not set (or not one). */
export function toAllocationForm(stored: unknown): ShuAllocationFormValues {
  const parsed = shuAllocationSchema.safeParse(stored);
  const allocation: ShuAllocation = parsed.success ? parsed.data : { ...DEFAULT_SHU_ALLOCATION };
  return Object.fromEntries(
    SHU_ALLOCATION_KEYS.map((key) => [key, String(allocation[key]).replace('.', ',')]),
  ) as ShuAllocationFormValues;
}

/** The parts' sum as typed, in hundredths of a percent; parts not yet numbers count as 0. */
export function typedHundredths(values: ShuAllocationFormValues): number {
  const numbers = Object.fromEntries(
    SHU_ALLOCATION_KEYS.map((key) => {
      const value = readPercentText(values[key]);
      return [key, Number.isFinite(value) ? value : 0];
    }),
  ) as ShuAllocation;
  return shuAllocationHundredths(numbers);
}

const partText = z.string().transform(readPercentText).pipe(shuAllocationPercentSchema);

/** The setting's rule read from the form's text: each part 0–100 with 2 decimals, their sum under the total. */
export const shuAllocationFormSchema = z
  .object({
    cadangan: partText,
    jasaModal: partText,
    jasaUsaha: partText,
    danaPengurus: partText,
    danaKaryawan: partText,
    danaPendidikan: partText,
    danaSosial: partText,
  } satisfies Record<ShuAllocationKey, z.ZodType>)
  .superRefine((allocation, context) => {
    if (shuAllocationHundredths(allocation) !== 100_00) {
      context.addIssue({ code: 'custom', path: ['root'], message: SHU_ALLOCATION_TOTAL_MESSAGE });
    }
  });
