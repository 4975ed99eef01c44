import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from './api-client';
import { enqueueSnackbar } from './toast';

/**
 * The item waiting for 'Hapus' to be confirmed and the ConfirmDialog props that delete it: the server's message
 * (or error) shows as a toast and the dialog closes either way.
 */
export function useDeleteConfirm<T extends { id: number }>(remove: UseMutationResult<string, Error, number>) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    ask: setTarget,
    dialogProps: {
      open: target !== null,
      onCancel: () => setTarget(null),
      /** Settles with the answer: the dialog's button stays disabled until then. */
      onConfirm: async () => {
        if (!target) return;
        await remove.mutateAsync(target.id, {
          onSuccess: (message) => enqueueSnackbar(message, { variant: 'success' }),
          onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
          onSettled: () => setTarget(null),
        });
      },
    },
  };
}
