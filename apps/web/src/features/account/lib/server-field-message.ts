import { ApiError, getErrorMessage } from '@/lib/api-client';

/** The most precise message of a failed call: the first field error of a 422 (which rule failed), else the message. */
export function getServerFieldMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 422) {
    const errors = (error.data as { errors?: { message?: string }[] } | null)?.errors;
    const first = errors?.find((entry) => entry.message)?.message;
    if (first) return first;
  }
  return getErrorMessage(error);
}
