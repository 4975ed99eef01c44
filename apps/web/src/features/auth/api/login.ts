import type { LoginRequest, SessionReply } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFormerSessionReply, setSession } from '@/lib/session';

/** POST /web/login; the refresh token comes back as an httpOnly cookie, the access token in the body. */
export async function login(request: LoginRequest): Promise<SessionReply> {
  const reply = await api.post<SessionReply>('/web/login', request);
  return reply.data;
}

/**
 * Signs in. A member who left gets a read-only former session instead (ADR 0017): `onFormerMember` runs, and the
 * member session is never set.
 */
export function useLogin(options: { onSuccess?: () => void; onFormerMember?: () => void } = {}) {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      if ('former' in data) {
        saveFormerSessionReply(data);
        options.onFormerMember?.();
        return;
      }
      setSession({ access_token: data.access_token, user: data.user });
      options.onSuccess?.();
    },
  });
}
