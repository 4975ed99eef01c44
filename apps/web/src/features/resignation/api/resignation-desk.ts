import type {
  AdminResignationDetail,
  AdminResignationSummary,
  adminResignationDetailSchema,
  adminResignationSummarySchema,
  resignationSchema,
} from '@kopkar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { declaredData, declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/resignations: pending requests to leave, oldest first (FINANCE). */
async function getResignationQueue(signal?: AbortSignal): Promise<AdminResignationSummary[]> {
  const reply = await staffApi.get<unknown>('/admin/resignations', signal);
  return declaredList<typeof adminResignationSummarySchema>(reply.data);
}

export const getResignationQueueQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'resignations', 'queue'],
    queryFn: ({ signal }) => getResignationQueue(signal),
  });

export function useResignationQueue() {
  return useQuery(getResignationQueueQueryOptions());
}

/** GET /admin/resignations/{id}: the request with today's recomputed quote. */
async function getResignationDetail(id: number, signal?: AbortSignal): Promise<AdminResignationDetail> {
  const reply = await staffApi.get<unknown>(`/admin/resignations/${id}`, signal);
  return declaredData<typeof adminResignationDetailSchema>(reply.data);
}

export const getResignationDetailQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['staff', 'resignations', 'detail', id],
    queryFn: ({ signal }) => getResignationDetail(id ?? 0, signal),
  });

export function useResignationDetail(id: number | null) {
  return useQuery({ ...getResignationDetailQueryOptions(id), enabled: id !== null });
}

export type ResignationDecision = { id: number; decision: 'approve' | 'reject'; reason?: string };

/** POST /admin/resignations/{id}/approve or /reject (with the reason the member reads). */
async function decideResignation(input: ResignationDecision) {
  const reply = await staffApi.post<unknown>(
    `/admin/resignations/${input.id}/${input.decision}`,
    input.reason ? { reason: input.reason } : {},
  );
  return { message: reply.message, resignation: declaredData<typeof resignationSchema>(reply.data) };
}

/** The decision takes the request off the queue and changes its detail: both are refetched. */
export function useDecideResignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideResignation,
    onSettled: (_reply, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getResignationQueueQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getResignationDetailQueryOptions(id).queryKey }),
      ]),
  });
}
