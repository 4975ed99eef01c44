import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';

/** A request on FINANCE's settlement desk (GET /admin/settlements). */
export type SettlementQueueItem = {
  id: number;
  status: 'PT1' | 'PT3';
  AgreementNo: string;
  memberName: string;
  NIK: string;
  TotalPelunasan: number;
  OSP: number;
  Interest: number;
  plannedDate: string;
  QuoteValidUntil: string | null;
  hasProof: boolean;
  requestedAt: string;
};

export type SettlementDecision = 'approve' | 'reject' | 'confirm' | 'send-back';

export function useSettlementQueue() {
  return useQuery({
    queryKey: ['staff', 'settlements'],
    queryFn: async ({ signal }) =>
      (await staffApi.get<SettlementQueueItem[]>('/admin/settlements', signal)).data,
  });
}

/** POST /admin/settlements/{id}/{decision}: reject and send-back carry the reason the member will read. */
export function useDecideSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; decision: SettlementDecision; reason?: string }) => {
      const body = input.reason === undefined ? {} : { reason: input.reason };
      const reply = await staffApi.post<{ status: string }>(
        `/admin/settlements/${input.id}/${input.decision}`,
        body,
      );
      return reply.message;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'settlements'] }),
  });
}

/** The proof image of a request (fetched with the staff token by the document viewer). */
export const settlementProofUrl = (id: number) => `/api/v1/admin/settlements/${id}/proof`;
