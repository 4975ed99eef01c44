import type { UpdateProfileRequest, userSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { getMeQueryOptions } from '@/lib/api/get-me';
import { api } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

/** POST /updateProfile/{id} (/account/change): phone and address; replies with the updated user. */
export async function updateProfile(memberId: number, request: UpdateProfileRequest) {
  const reply = await api.post<unknown>(`/updateProfile/${memberId}`, request);
  return { ...reply, data: declaredData<typeof userSchema>(reply.data) };
}

export function useUpdateProfile(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateProfileRequest) => updateProfile(memberId, request),
    onSuccess: (reply) => {
      updateSessionUser(reply.data);
      return queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
  });
}
