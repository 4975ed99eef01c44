import type {
  Envelope,
  RedeemPointsReply,
  RedeemPointsRequest,
  redeemPointsReplySchema,
} from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { getMeQueryOptions } from '@/lib/api/get-me';
import { api } from '@/lib/api-client';
import { getSession, updateSessionUser } from '@/lib/session';
import { pointsQueryKey } from './get-point-offers';

/**
 * POST /Poin/Redeem (docs/product/api.md). One Idempotency-Key per confirmed redemption: a retried request (a flaky
 * connection, a double click) gets the same coupon instead of a second one.
 */
export async function redeemPoints(
  request: RedeemPointsRequest,
  idempotencyKey: string,
): Promise<Envelope<RedeemPointsReply>> {
  const reply = await api.post<unknown>('/Poin/Redeem', request, { 'Idempotency-Key': idempotencyKey });
  return { ...reply, data: declaredData<typeof redeemPointsReplySchema>(reply.data) };
}

/** Redeems, then refreshes the user (balance) and the lists (docs/product/api.md "afterwards the user is refreshed"). */
export function useRedeemPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: RedeemPointsRequest; idempotencyKey: string }) =>
      redeemPoints(request, idempotencyKey),
    onSuccess: (reply) => {
      const user = getSession()?.user;
      if (user) updateSessionUser({ ...user, poin: reply.data.poin });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pointsQueryKey }),
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
      ]),
  });
}
