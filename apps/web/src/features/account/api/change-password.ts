import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ChangePasswordInput = {
  id: number;
  old_password: string;
  new_password: string;
  /** The edit page omits it (docs/product/api.md). */
  password_confirmation?: string;
};

/** POST /change-password: on success the server has ended every session; the member logs in again. */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  return (await api.post<null>('/change-password', input)).message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
