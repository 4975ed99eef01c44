import type {
  MyResignation,
  myResignationSchema,
  ResignationRequest,
  resignationSchema,
} from '@kopkar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { getPendingResignationQueryOptions } from '@/lib/api/get-pending-resignation';
import { api } from '@/lib/api-client';

/** GET /Keluar: today's clearance quote and the member's latest request. */
async function getMyResignation(signal?: AbortSignal): Promise<MyResignation> {
  return declaredData<typeof myResignationSchema>((await api.get<unknown>('/Keluar', signal)).data);
}

export const getMyResignationQueryOptions = () =>
  queryOptions({ queryKey: ['resignation', 'mine'], queryFn: ({ signal }) => getMyResignation(signal) });

export function useMyResignation() {
  return useQuery(getMyResignationQueryOptions());
}

/**
 * POST /Keluar with the figures the member agreed to, and POST /Keluar/{id}/batal; both refresh the page's data and
 * whether a request is pending, which closes or reopens the sukarela withdrawal and the loan application.
 */
export function useResignationActions() {
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getMyResignationQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: getPendingResignationQueryOptions().queryKey }),
    ]);
  return {
    submit: useMutation({
      mutationFn: async (request: ResignationRequest) => {
        const reply = await api.post<unknown>('/Keluar', request);
        declaredData<typeof resignationSchema>(reply.data);
        return reply.message;
      },
      onSettled,
    }),
    withdraw: useMutation({
      mutationFn: async (id: number) => {
        const reply = await api.post<unknown>(`/Keluar/${id}/batal`, {});
        declaredData<typeof resignationSchema>(reply.data);
        return reply.message;
      },
      onSettled,
    }),
  };
}
