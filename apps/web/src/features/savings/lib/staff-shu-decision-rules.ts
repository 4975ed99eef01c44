import {
  checkShuDecisionDates,
  type ShuDecision,
  type ShuProposal,
  shuDecisionRequestSchema,
  todayInJakarta,
} from '@kopkar/domain';
import { z } from 'zod';

/** The decision form keeps what is typed as text; its rules read the numbers on submit. */
export type ShuDecisionFormValues = { pool: string; jasaModalPercent: string; ratDate: string; note: string };

/** Whole Rupiah typed with or without thousands dots (`25.000.000`); NaN for anything else. */
export const readPool = (text: string) => {
  const digits = text.trim().replace(/\./g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** A percent typed with a decimal comma or point (`36,36`, `36.36`); NaN for anything else. */
export const readPercent = (text: string) => {
  const normalised = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
};

const percentText = (percent: number) => String(percent).replace('.', ',');

export const toDecisionForm = (decision: ShuDecision | null): ShuDecisionFormValues => ({
  pool: decision ? String(decision.pool) : '',
  jasaModalPercent: decision ? percentText(decision.jasaModalPercent) : '40',
  ratDate: decision?.ratDate ?? '',
  note: decision?.note ?? '',
});

/** What "Gunakan usulan" types into the pool and jasa modal fields. */
export const proposalFields = (proposal: ShuProposal) => ({
  pool: String(proposal.pool),
  jasaModalPercent: percentText(proposal.jasaModalPercent),
});

/**
 * The RAT's decision as the PUT call's schema reads it from the form's text, with the year's calendar rule (the RAT
 * after the year closed) under the date field, as the server would answer it.
 */
export const shuDecisionFormSchema = (year: number) =>
  z
    .object({
      pool: z.string().transform(readPool).pipe(shuDecisionRequestSchema.shape.pool),
      jasaModalPercent: z
        .string()
        .transform(readPercent)
        .pipe(shuDecisionRequestSchema.shape.jasaModalPercent),
      ratDate: z.string().min(1, 'Isi tanggal RAT').pipe(shuDecisionRequestSchema.shape.ratDate),
      note: shuDecisionRequestSchema.shape.note.unwrap(),
    })
    .superRefine((decision, context) => {
      for (const error of checkShuDecisionDates({ year, ratDate: decision.ratDate }, todayInJakarta())) {
        context.addIssue({ code: 'custom', path: ['ratDate'], message: error.message });
      }
    });

/**
 * Whether the typed pool or jasa modal share differs from what the books propose (then the RAT's reason belongs
 * in the note). Nothing typed yet, or no proposal, is no difference.
 */
export function differsFromProposal(
  values: Pick<ShuDecisionFormValues, 'pool' | 'jasaModalPercent'>,
  proposal: ShuProposal | undefined,
): boolean {
  if (!proposal || values.pool.trim() === '') return false;
  return (
    readPool(values.pool) !== proposal.pool ||
    readPercent(values.jasaModalPercent) !== proposal.jasaModalPercent
  );
}
