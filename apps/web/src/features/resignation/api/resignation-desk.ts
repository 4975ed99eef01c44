import type {
  AdminResignationDetail,
  AdminResignationSummary,
  adminResignationDetailSchema,
  adminResignationSummarySchema,
  resignationSchema,
} from '@kopkar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { declaredData, declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

const deskKey = ['staff', 'resignations'] as const;

/** GET /admin/resignations: pending requests to leave, oldest first (FINANCE). */
export function useResignationQueue() {
  return useQuery({
    queryKey: [...deskKey, 'queue'],
    queryFn: async ({ signal }): Promise<AdminResignationSummary[]> =>
      declaredList<typeof adminResignationSummarySchema>(
        (await staffApi.get<unknown>('/admin/resignations', signal)).data,
      ),
  });
}

/** GET /admin/resignations/{id}: the request with today's recomputed quote. */
export function useResignationDetail(id: number | null) {
  return useQuery({
    queryKey: [...deskKey, 'detail', id],
    enabled: id !== null,
    queryFn: async ({ signal }): Promise<AdminResignationDetail> =>
      declaredData<typeof adminResignationDetailSchema>(
        (await staffApi.get<unknown>(`/admin/resignations/${id}`, signal)).data,
      ),
  });
}

export type ResignationDecision = { id: number; decision: 'approve' | 'reject'; reason?: string };

/** POST /admin/resignations/{id}/approve or /reject (with the reason the member reads). */
export function useDecideResignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResignationDecision) => {
      const reply = await staffApi.post<unknown>(
        `/admin/resignations/${input.id}/${input.decision}`,
        input.reason ? { reason: input.reason } : {},
      );
      return { message: reply.message, resignation: declaredData<typeof resignationSchema>(reply.data) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
}
