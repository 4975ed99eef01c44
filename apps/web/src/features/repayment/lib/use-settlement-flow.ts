import { getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { enqueueSnackbar } from '@/lib/toast';
import { type SettlementActionResult, useSettlementActions } from '../api/settlement-actions';
import { selectToastVariant } from './settlement-view';

function toastResult(result: SettlementActionResult): void {
  enqueueSnackbar(result.message || result.reply.status, { variant: selectToastVariant(result.reply.icon) });
}

function toastError(error: Error): void {
  enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
}

/**
 * The member's two settlement actions with the server's toast (icon and message). Each resolves true on success;
 * the status query is refetched either way (see useSettlementActions).
 */
export function useSettlementFlow(agreementNo: string, agreementId: number | null) {
  const nik = useSession()?.user.NIK ?? '';
  const { request, upload } = useSettlementActions(agreementNo);

  async function submitRequest(plannedDate: string, amount: number): Promise<boolean> {
    if (agreementId === null) return false;
    try {
      // The server checks that `id` (ListAmortisasi's AgreementId) and AgreementNo name the same loan.
      const result = await request.mutateAsync({
        id: agreementId,
        NIK: nik,
        TglPengajuan: plannedDate,
        PaidAmount: amount,
        AgreementNo: agreementNo,
      });
      toastResult(result);
      return result.reply.icon === 'success';
    } catch (error) {
      toastError(error as Error);
      return false;
    }
  }

  async function submitProof(
    settlementId: number,
    dataUrl: string,
    onProgress: (percent: number) => void,
  ): Promise<boolean> {
    try {
      const result = await upload.mutateAsync({ settlementId, dataUrl, onProgress });
      toastResult(result);
      return result.reply.icon === 'success';
    } catch (error) {
      toastError(error as Error);
      return false;
    }
  }

  return { submitRequest, submitProof, isPending: request.isPending || upload.isPending };
}
