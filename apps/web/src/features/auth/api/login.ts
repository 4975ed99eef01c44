import type { LoginRequest, SessionReply } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSession } from '@/lib/session';

/** POST /web/login; the refresh token comes back as an httpOnly cookie, the access token in the body. */
export async function login(request: LoginRequest): Promise<SessionReply> {
  const reply = await api.post<SessionReply>('/web/login', request);
  return reply.data;
}

export function useLogin(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      setSession({ access_token: data.access_token, user: data.user });
      options.onSuccess?.();
    },
  });
}
