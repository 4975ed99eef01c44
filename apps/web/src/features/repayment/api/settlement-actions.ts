import type { SettlementActionReply, SettlementRequest, settlementActionReplySchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { postMemberUpload } from '@/lib/upload-with-progress';
import { getSettlementStatusQueryOptions } from './get-settlement-status';

/** A settlement action's outcome: the server's toast icon and its Indonesian message. */
export type SettlementActionResult = { reply: SettlementActionReply; message: string };

/** POST /Pelunasan: asks for early settlement of the loan (moves it to PT1). */
export async function requestSettlement(request: SettlementRequest): Promise<SettlementActionResult> {
  const reply = await api.post<unknown>('/Pelunasan', request);
  return { reply: declaredData<typeof settlementActionReplySchema>(reply.data), message: reply.message };
}

/** POST /UploadBuktiPelunasan/{settlementId}: sends the transfer proof (a base64 image data URL) with progress. */
export async function uploadSettlementProof(input: {
  settlementId: number;
  dataUrl: string;
  onProgress: (percent: number) => void;
}): Promise<SettlementActionResult> {
  const reply = await postMemberUpload<unknown>(
    `/UploadBuktiPelunasan/${input.settlementId}`,
    { BuktiPelunasan: input.dataUrl },
    input.onProgress,
  );
  return { reply: declaredData<typeof settlementActionReplySchema>(reply.data), message: reply.message };
}

/** Both actions refetch the loan's settlement status afterwards, whatever the outcome. */
export function useSettlementActions(agreementNo: string) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: getSettlementStatusQueryOptions(agreementNo).queryKey });
  const request = useMutation({ mutationFn: requestSettlement, onSettled });
  const upload = useMutation({ mutationFn: uploadSettlementProof, onSettled });
  return { request, upload };
}
