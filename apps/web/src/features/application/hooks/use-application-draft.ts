import { useEffect, useRef, useState } from 'react';
import { useProducts } from '@/lib/api/get-products';
import {
  type ApplicationDraft,
  discardApplicationDraft,
  hasDraftWork,
  loadApplicationDraft,
  saveApplicationDraft,
} from '../lib/application-draft';
import type { useApplicationForm } from './use-application-form';

type Form = ReturnType<typeof useApplicationForm>;

const draftOf = (form: Form): ApplicationDraft => ({
  productId: form.product?.ProductID ?? null,
  selfie: form.selfie,
  form: form.documents.form,
  supporting: form.documents.supporting,
  amount: form.amount,
  tenor: form.quote.tenor,
});

/**
 * Keeps the loan form's work in this browser (IndexedDB, per member) so a refresh or the back button loses
 * nothing: the kept draft is put back once the products are known, with a notice and a way to discard it; every
 * change after that is saved. Nothing is saved before the kept draft was read, or it would be overwritten empty.
 */
export function useApplicationDraft(nik: string, form: Form) {
  const products = useProducts();
  /** undefined while reading, then the kept draft until it is put back, then null. */
  const [kept, setKept] = useState<ApplicationDraft | null | undefined>(undefined);
  const [isRestored, setRestored] = useState(false);
  const restore = useRef(form.restore);
  restore.current = form.restore;

  useEffect(() => {
    let isCurrent = true;
    void loadApplicationDraft(nik).then((draft) => {
      if (isCurrent) setKept(draft);
    });
    return () => {
      isCurrent = false;
    };
  }, [nik]);

  // Put the draft back once the product list is there too (a failed list restores the files without a product).
  const productList = products.data;
  const isListSettled = productList !== undefined || products.isError;
  useEffect(() => {
    if (!kept || !isListSettled) return;
    const product = productList?.find((item) => item.ProductID === kept.productId) ?? null;
    restore.current(kept, product);
    setRestored(hasDraftWork(kept));
    setKept(null);
  }, [kept, isListSettled, productList]);

  const isLoaded = kept === null;
  const { productId, selfie, form: formFile, supporting, amount, tenor } = draftOf(form);
  useEffect(() => {
    if (!isLoaded) return;
    void saveApplicationDraft(nik, { productId, selfie, form: formFile, supporting, amount, tenor });
  }, [isLoaded, nik, productId, selfie, formFile, supporting, amount, tenor]);

  const discard = () => {
    setRestored(false);
    form.clear();
    void discardApplicationDraft(nik);
  };

  return { isRestored, discard };
}
