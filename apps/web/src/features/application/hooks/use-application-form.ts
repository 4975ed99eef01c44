import { DOCUMENT_IMAGE_MAX_EDGE, type Product } from '@kopkar/domain';
import { useCallback, useState } from 'react';
import { readDataUrl } from '@/lib/read-data-url';
import { resizeImage } from '@/lib/resize-image';
import type { ApplicationDraft } from '../lib/application-draft';
import {
  type FormProgress,
  findMissingRequirement,
  GATE_MESSAGES,
  type GateAction,
  resetsAmount,
} from '../lib/application-gate';
import { checkDocument, checkSelfie, type DocumentKind } from '../lib/check-upload';
import { RATE_REFUSED_MESSAGE, useLoanQuote } from './use-loan-quote';

const DOCUMENT_BOX = { width: DOCUMENT_IMAGE_MAX_EDGE, height: DOCUMENT_IMAGE_MAX_EDGE };

/** A file the member chose, ready to send (base64 data URL). */
export type ChosenFile = { name: string; size: number; type: string; dataUrl: string };

export const NOTICE_TITLE = 'Perhatian';
export const UNREADABLE_IMAGE_MESSAGE = 'Foto tidak dapat dibaca. Silakan pilih foto lain.';

type ShowMessage = (message: { title: string; message: string }) => void;

/**
 * State and rules of the application form. Every action first checks its prerequisites (docs/product/validation.md); a missing
 * one shows its popup, and a missing product, selfie or document also resets the amount to 0 (the terms box does
 * not: the member only has to tick it). A refused file is not kept; everything else stays.
 */
export function useApplicationForm(show: ShowMessage) {
  const [product, setProduct] = useState<Product | null>(null);
  const [selfie, setSelfie] = useState<ChosenFile | null>(null);
  const [documents, setDocuments] = useState<Record<DocumentKind, ChosenFile | null>>({
    form: null,
    supporting: null,
  });
  const [amount, setAmount] = useState(0);
  const [hasAgreed, setAgreed] = useState(false);

  const notify = useCallback((message: string) => show({ title: NOTICE_TITLE, message }), [show]);
  const quote = useLoanQuote({
    onRateRefused: useCallback(() => {
      setAmount(0);
      notify(RATE_REFUSED_MESSAGE);
    }, [notify]),
    onCalculatorError: useCallback((message: string) => show({ title: 'Error!', message }), [show]),
  });

  const progress: FormProgress = {
    hasProduct: product !== null,
    hasSelfie: selfie !== null,
    hasForm: documents.form !== null,
    hasSupporting: documents.supporting !== null,
    amount,
    hasAgreed,
  };

  /** True when `action` may go ahead; otherwise shows the popup and, for a missing upload, resets the amount. */
  const passes = (action: GateAction): boolean => {
    const missing = findMissingRequirement(action, progress);
    if (!missing) return true;
    if (resetsAmount(missing)) {
      setAmount(0);
      quote.reset();
    }
    notify(GATE_MESSAGES[missing]);
    return false;
  };

  const chooseProduct = (next: Product) => {
    setProduct(next);
    if (amount > 0) void quote.refresh(next.ProductID, amount, quote.tenor);
  };

  const chooseSelfie = async (file: File | undefined) => {
    if (!file || !passes('selfie')) return;
    const refusal = checkSelfie(file);
    if (refusal) return notify(refusal);
    try {
      const dataUrl = await resizeImage(file);
      setSelfie({ name: file.name, size: file.size, type: 'image/jpeg', dataUrl });
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
      setDocuments((current) => ({
        ...current,
        [kind]: { name: file.name, size: file.size, type, dataUrl },
      }));
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
    if (!product || findMissingRequirement('amount', progress)) return;
    if (next === 0) return quote.reset();
    void quote.refresh(product.ProductID, next, quote.tenor);
  };

  const chooseTenor = (next: number) => {
    if (!product || !passes('tenor')) return;
    void quote.refresh(product.ProductID, amount, next);
  };

  /** Puts back a kept draft (its product looked up by the caller) and asks again for its rate and instalment. */
  const restore = (draft: ApplicationDraft, draftProduct: Product | null) => {
    setProduct(draftProduct);
    setSelfie(draft.selfie);
    setDocuments({ form: draft.form, supporting: draft.supporting });
    const isComplete = draftProduct && draft.selfie && draft.form && draft.supporting;
    const keptAmount = isComplete ? draft.amount : 0;
    setAmount(keptAmount);
    if (draftProduct && keptAmount > 0) void quote.refresh(draftProduct.ProductID, keptAmount, draft.tenor);
  };

  /** Empties the form (the member discarded the draft). */
  const clear = () => {
    setProduct(null);
    setSelfie(null);
    setDocuments({ form: null, supporting: null });
    setAmount(0);
    setAgreed(false);
    quote.reset();
  };

  return {
    product,
    selfie,
    documents,
    amount,
    hasAgreed,
    quote,
    chooseProduct,
    chooseSelfie,
    chooseDocument,
    moveAmount,
    commitAmount,
    chooseTenor,
    setAgreed,
    restore,
    clear,
    /** True when every step is done; otherwise the first missing step's popup is shown. */
    checkReadyToSubmit: () => passes('submit'),
  };
}
