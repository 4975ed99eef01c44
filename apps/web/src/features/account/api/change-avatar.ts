import type { Envelope, User } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { getSession, updateSessionUser } from '@/lib/session';
import { postWithProgress } from '@/lib/upload-with-progress';

/**
 * POST /ChangeProfile/{id} with the photo as a base64 data URL (SPEC §7), reporting upload progress. An expired
 * token (403) goes once more through the shared client, which refreshes the session and retries.
 */
export async function changeAvatar(
  memberId: number,
  photo: string,
  onProgress: (percent: number) => void,
): Promise<Envelope<User>> {
  const path = `/ChangeProfile/${memberId}`;
  try {
    return await postWithProgress<User>(path, { photo }, getSession()?.access_token, onProgress);
  } catch (error) {
    if (error instanceof ApiError && error.code === 403) return api.post<User>(path, { photo });
    throw error;
  }
}

export function useChangeAvatar(memberId: number, onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (photo: string) => changeAvatar(memberId, photo, onProgress),
    onSuccess: (reply) => updateSessionUser(reply.data),
  });
}
