import type { User } from '@kopkar/domain';
import { useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { useSubmitApplication } from '../api/submit-application';
import { discardApplicationDraft } from '../lib/application-draft';
import type { ApplicationFormValues } from '../lib/application-form-values';
import { buildApplicationPayload } from '../lib/build-application-payload';
import { createIdempotencyKey } from '../lib/create-idempotency-key';
import { assignLocation } from '../lib/full-redirect';
import type { useApplicationForm } from './use-application-form';

type ShowMessage = (message: { title: string; message: string }) => void;

/**
 * The form's submit handler: once every step is done (the form's resolver), sends the application once: one
 * Idempotency-Key per form visit, the button disabled while sending. Success forgets the draft, stores the current
 * loan and reloads into /application-form-process; failure shows 'Error!' and keeps the form.
 */
export function useSubmitApplicationForm(
  form: ReturnType<typeof useApplicationForm>,
  user: User,
  show: ShowMessage,
) {
  const [idempotencyKey] = useState(createIdempotencyKey);
  const mutation = useSubmitApplication();
  // A second click can arrive before React re-renders the disabled button: guard synchronously too.
  const isSubmitting = useRef(false);

  const send = ({ product, selfie, form: formFile, supporting, amount }: ApplicationFormValues) => {
    if (isSubmitting.current) return;
    const { quote } = form;
    if (!product || !selfie || !formFile || !supporting) return;
    if (!quote.rate || !quote.calculation || quote.tenor === null) {
      show({ title: 'Perhatian', message: 'Angsuran belum dihitung. Pilih jumlah pinjaman dan tenor.' });
      return;
    }
    const payload = buildApplicationPayload({
      user,
      product,
      selfie: selfie.dataUrl,
      form: formFile.dataUrl,
      supporting: supporting.dataUrl,
      amount,
      tenor: quote.tenor,
      rate: quote.rate,
      quote: quote.calculation,
    });
    isSubmitting.current = true;
    mutation.mutate(
      { payload, idempotencyKey },
      {
        onSuccess: async (submitted) => {
          await discardApplicationDraft(user.NIK);
          loanEntryStorage.saveCurrentLoan({
            id: submitted.id,
            ApprovalNo: submitted.ApprovalNo,
            LoanAmount: submitted.LoanAmount,
            Tenor: submitted.Tenor,
            InstallmentAmount: submitted.InstallmentAmount,
          });
          assignLocation(paths.applicationFormProcess.getHref());
        },
        onError: (error) => {
          isSubmitting.current = false;
          show({ title: 'Error!', message: getErrorMessage(error) });
        },
      },
    );
  };

  // After success the page stays "sending" until the browser has left it.
  return { onSubmit: form.handleSubmit(send), isSending: mutation.isPending || mutation.isSuccess };
}
