import type { Product } from '@kopkar/domain';
import { z } from 'zod';
import {
  type FormProgress,
  findMissingRequirement,
  GATE_MESSAGES,
  type Requirement,
} from './application-gate';

/** A file the member chose, ready to send (base64 data URL). */
export type ChosenFile = { name: string; size: number; type: string; dataUrl: string };

/** What the loan form holds: the four steps and the terms box. `amount` in Rupiah (0 = not chosen). */
export type ApplicationFormValues = {
  product: Product | null;
  selfie: ChosenFile | null;
  form: ChosenFile | null;
  supporting: ChosenFile | null;
  amount: number;
  hasAgreed: boolean;
};

export const EMPTY_APPLICATION: ApplicationFormValues = {
  product: null,
  selfie: null,
  form: null,
  supporting: null,
  amount: 0,
  hasAgreed: false,
};

export const progressOf = (values: ApplicationFormValues): FormProgress => ({
  hasProduct: values.product !== null,
  hasSelfie: values.selfie !== null,
  hasForm: values.form !== null,
  hasSupporting: values.supporting !== null,
  amount: values.amount,
  hasAgreed: values.hasAgreed,
});

/** The form field each prerequisite sits on (the terms box is `hasAgreed`). */
const FIELD_OF: Record<Requirement, keyof ApplicationFormValues> = {
  product: 'product',
  selfie: 'selfie',
  form: 'form',
  supporting: 'supporting',
  amount: 'amount',
  terms: 'hasAgreed',
};

/** The prerequisite a form field stands for. */
export const requirementOf = (field: string): Requirement | undefined =>
  (Object.keys(FIELD_OF) as Requirement[]).find((requirement) => FIELD_OF[requirement] === field);

/**
 * The submit check as the form's resolver runs it: one error, on the first prerequisite still missing in the
 * documented order (application-gate.ts), with its popup text as the message. The API checks the payload itself.
 */
export const applicationFormSchema = z.custom<ApplicationFormValues>().superRefine((values, context) => {
  const missing = findMissingRequirement('submit', progressOf(values));
  if (missing)
    context.addIssue({ code: 'custom', path: [FIELD_OF[missing]], message: GATE_MESSAGES[missing] });
});
