import type { UpdateContactRequest } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /updateData/{id}: saves e-mail and phone; the reply message asks the member to sign in again. */
export async function updateContact(memberId: number, request: UpdateContactRequest): Promise<string> {
  const reply = await api.post<null>(`/updateData/${memberId}`, request);
  return reply.message;
}

export function useUpdateContact(memberId: number) {
  return useMutation({ mutationFn: (request: UpdateContactRequest) => updateContact(memberId, request) });
}
