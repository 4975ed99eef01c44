import { ApiError, getErrorMessage } from '@/lib/api-client';

/** Why a request was refused: the first field message of a 422 (which rule failed), else the server's message. */
export function describeRequestError(error: unknown): string {
  if (error instanceof ApiError && error.code === 422) {
    const errors = (error.data as { errors?: { message?: string }[] } | null)?.errors;
    const first = errors?.find((entry) => entry.message)?.message;
    if (first) return first;
  }
  return getErrorMessage(error);
}
