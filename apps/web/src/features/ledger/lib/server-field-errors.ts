import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { getErrorMessage } from '@/lib/api-client';
import { readFieldErrors } from '@/lib/staff-field-errors';

/**
 * Puts a refused save's field errors (a 422's `data.errors`, `lines.1.account`) under their fields and returns
 * the message to show above the form when no field has one (a 403, a closed month's 409), else null.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  const fieldErrors = Object.entries(readFieldErrors(error));
  for (const [path, message] of fieldErrors) setError(path as FieldPath<T>, { type: 'server', message });
  return fieldErrors.length > 0 ? null : getErrorMessage(error);
}
