import type {
  DataRequest,
  DataRequestCreate,
  dataRequestListSchema,
  dataRequestSchema,
} from '@kopkar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /account/data-requests: the member's correction and deletion requests, newest first. */
async function getMyDataRequests(signal?: AbortSignal): Promise<DataRequest[]> {
  const reply = await api.get<unknown>('/account/data-requests', signal);
  return declaredData<typeof dataRequestListSchema>(reply.data);
}

export const getMyDataRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'data-requests'],
    queryFn: ({ signal }) => getMyDataRequests(signal),
  });

export function useMyDataRequests() {
  return useQuery(getMyDataRequestsQueryOptions());
}

/** POST /account/data-requests: resolves with the request and the server's message (409 when one is open). */
async function submitDataRequest(input: DataRequestCreate) {
  const reply = await api.post<unknown>('/account/data-requests', input);
  return { request: declaredData<typeof dataRequestSchema>(reply.data), message: reply.message };
}

export function useSubmitDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDataRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getMyDataRequestsQueryOptions().queryKey }),
  });
}
