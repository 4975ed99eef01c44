import type { UseMutationResult } from '@tanstack/react-query';
import { getErrorMessage } from './api-client';
import { readFieldErrors } from './staff-field-errors';
import { enqueueSnackbar } from './toast';

/**
 * A form dialog's save: field errors of a 422 by name, the error to show above the form when no field has one,
 * and submit, which toasts the server's message and closes the dialog on success.
 */
export function useDialogMutation<TVariables>(
  mutation: UseMutationResult<string, Error, TVariables>,
  onClose: () => void,
) {
  const errors = readFieldErrors(mutation.error);
  return {
    errors,
    isPending: mutation.isPending,
    generalError: mutation.error && Object.keys(errors).length === 0 ? getErrorMessage(mutation.error) : null,
    submit: (variables: TVariables) =>
      mutation.mutate(variables, {
        onSuccess: (message) => {
          enqueueSnackbar(message, { variant: 'success' });
          onClose();
        },
      }),
  };
}
