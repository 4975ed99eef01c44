import { DOCUMENT_IMAGE_MAX_EDGE, type Product } from '@kopkar/domain';
import { useCallback } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { readDataUrl } from '@/lib/read-data-url';
import { resizeImage } from '@/lib/resize-image';
import type { ApplicationDraft } from '../lib/application-draft';
import {
  type ApplicationFormValues,
  applicationFormSchema,
  EMPTY_APPLICATION,
  progressOf,
  requirementOf,
} from '../lib/application-form-values';
import {
  findMissingRequirement,
  GATE_MESSAGES,
  type GateAction,
  resetsAmount,
} from '../lib/application-gate';
import { checkDocument, checkSelfie, type DocumentKind } from '../lib/check-upload';
import { RATE_REFUSED_MESSAGE, useLoanQuote } from './use-loan-quote';

const DOCUMENT_BOX = { width: DOCUMENT_IMAGE_MAX_EDGE, height: DOCUMENT_IMAGE_MAX_EDGE };

export const NOTICE_TITLE = 'Perhatian';
export const UNREADABLE_IMAGE_MESSAGE = 'Foto tidak dapat dibaca. Silakan pilih foto lain.';

type ShowMessage = (message: { title: string; message: string }) => void;

/**
 * State and rules of the application form, held by react-hook-form like every form of the portal. Every action
 * first checks its prerequisites (docs/product/validation.md); a missing one shows its popup, and a missing product,
 * selfie or document also resets the amount to 0 (the terms box does not: the member only has to tick it). A
 * refused file is not kept; everything else stays. The tenor, rate and instalment are the server's answers
 * (useLoanQuote), not form values.
 */
export function useApplicationForm(show: ShowMessage) {
  const { watch, setValue, reset, handleSubmit } = useForm<ApplicationFormValues>({
    defaultValues: EMPTY_APPLICATION,
    resolver: formResolver(applicationFormSchema),
  });
  const values = watch();
  const { product, amount } = values;
  const setAmount = (next: number) => setValue('amount', next);

  const notify = useCallback((message: string) => show({ title: NOTICE_TITLE, message }), [show]);
  const quote = useLoanQuote({
    onRateRefused: useCallback(() => {
      setValue('amount', 0);
      notify(RATE_REFUSED_MESSAGE);
    }, [setValue, notify]),
    onCalculatorError: useCallback((message: string) => show({ title: 'Error!', message }), [show]),
  });

  const refuse = (missing: keyof typeof GATE_MESSAGES) => {
    if (resetsAmount(missing)) {
      setAmount(0);
      quote.reset();
    }
    notify(GATE_MESSAGES[missing]);
  };

  /** True when `action` may go ahead; otherwise shows the popup and, for a missing upload, resets the amount. */
  const passes = (action: GateAction): boolean => {
    const missing = findMissingRequirement(action, progressOf(values));
    if (missing) refuse(missing);
    return !missing;
  };

  const chooseProduct = (next: Product) => {
    setValue('product', next);
    if (amount > 0) void quote.refresh(next.ProductID, amount, quote.tenor);
  };

  const chooseSelfie = async (file: File | undefined) => {
    if (!file || !passes('selfie')) return;
    const refusal = checkSelfie(file);
    if (refusal) return notify(refusal);
    try {
      const dataUrl = await resizeImage(file);
      setValue('selfie', { name: file.name, size: file.size, type: 'image/jpeg', dataUrl });
    } catch {
      notify(UNREADABLE_IMAGE_MESSAGE);
    }
  };

  const chooseDocument = async (kind: DocumentKind, file: File | undefined) => {
    if (!file || !passes('document')) return;
    const refusal = checkDocument(file, kind);
    if (refusal) return notify(refusal);
    // A photo is redrawn as JPEG (legible, at most 1600 px a side), dropping anything a camera app appended
    // after the picture, which the server refuses; a PDF goes as it is.
    const isPhoto = file.type.startsWith('image/');
    try {
      const dataUrl = isPhoto ? await resizeImage(file, DOCUMENT_BOX) : await readDataUrl(file);
      const type = isPhoto ? 'image/jpeg' : file.type;
      setValue(kind, { name: file.name, size: file.size, type, dataUrl });
    } catch {
      notify(UNREADABLE_IMAGE_MESSAGE);
    }
  };

  /** While the thumb moves: refused (back to 0) until every upload is there. */
  const moveAmount = (next: number) => {
    if (next === amount) return;
    if (!passes('amount')) return;
    setAmount(next);
  };

  /** When the thumb is released (or a key pressed): ask for the rate and instalment of the new amount. */
  const commitAmount = (next: number) => {
    if (!product || findMissingRequirement('amount', progressOf(values))) return;
    if (next === 0) return quote.reset();
    void quote.refresh(product.ProductID, next, quote.tenor);
  };

  const chooseTenor = (next: number) => {
    if (!product || !passes('tenor')) return;
    void quote.refresh(product.ProductID, amount, next);
  };

  /** Puts back a kept draft (its product looked up by the caller) and asks again for its rate and instalment. */
  const restore = (draft: ApplicationDraft, draftProduct: Product | null) => {
    const isComplete = draftProduct && draft.selfie && draft.form && draft.supporting;
    const keptAmount = isComplete ? draft.amount : 0;
    reset({
      product: draftProduct,
      selfie: draft.selfie,
      form: draft.form,
      supporting: draft.supporting,
      amount: keptAmount,
      hasAgreed: false,
    });
    if (draftProduct && keptAmount > 0) void quote.refresh(draftProduct.ProductID, keptAmount, draft.tenor);
  };

  /** Empties the form (the member discarded the draft). */
  const clear = () => {
    reset(EMPTY_APPLICATION);
    quote.reset();
  };

  /** The first missing prerequisite's popup, from the resolver's one error (application-form-values.ts). */
  const onInvalid = (errors: FieldErrors<ApplicationFormValues>) => {
    const missing = Object.keys(errors)
      .map(requirementOf)
      .find((requirement) => requirement !== undefined);
    if (missing) refuse(missing);
  };

  return {
    product,
    selfie: values.selfie,
    documents: { form: values.form, supporting: values.supporting },
    amount,
    hasAgreed: values.hasAgreed,
    quote,
    chooseProduct,
    chooseSelfie,
    chooseDocument,
    moveAmount,
    commitAmount,
    chooseTenor,
    setAgreed: (isAgreed: boolean) => setValue('hasAgreed', isAgreed),
    restore,
    clear,
    /** A submit handler that runs `onReady` with the values when every step is done, else the first popup. */
    handleSubmit: (onReady: (ready: ApplicationFormValues) => void) => handleSubmit(onReady, onInvalid),
  };
}
