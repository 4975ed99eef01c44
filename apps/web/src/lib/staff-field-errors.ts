import { ApiError } from '@/lib/api-client';

/** The field errors of a 422 reply (`data.errors: [{path, message}]`) by field name; empty otherwise. */
export function readFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 422) return {};
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return {};
  const byField: Record<string, string> = {};
  for (const item of errors as { path?: unknown; message?: unknown }[]) {
    if (typeof item.path === 'string' && typeof item.message === 'string' && !byField[item.path]) {
      byField[item.path] = item.message;
    }
  }
  return byField;
}
