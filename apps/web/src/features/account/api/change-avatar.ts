import type { Envelope, User, userSchema } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { updateSessionUser } from '@/lib/session';
import { postMemberUpload } from '@/lib/upload-with-progress';

/** POST /ChangeProfile/{id} with the photo as a base64 data URL (docs/product/api.md), reporting upload progress. */
export async function changeAvatar(
  memberId: number,
  photo: string,
  onProgress: (percent: number) => void,
): Promise<Envelope<User>> {
  const reply = await postMemberUpload<unknown>(`/ChangeProfile/${memberId}`, { photo }, onProgress);
  return { ...reply, data: declaredData<typeof userSchema>(reply.data) };
}

export function useChangeAvatar(memberId: number, onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (photo: string) => changeAvatar(memberId, photo, onProgress),
    onSuccess: (reply) => updateSessionUser(reply.data),
  });
}
