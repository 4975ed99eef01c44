import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from './api-client';
import { enqueueSnackbar } from './toast';

/** The body of every desk decision call: the request, the decision, and the reason a rejection carries. */
export type QueueDecisionInput<Decision extends string> = { id: number; decision: Decision; reason?: string };

/**
 * The state every FINANCE desk queue shares: which item and decision the confirmation dialog asks about, and
 * sending it once confirmed (the server's message as a toast, the dialog closed either way).
 */
export function useQueueDecision<Item extends { id: number }, Decision extends string>(
  decide: UseMutationResult<string, Error, QueueDecisionInput<Decision>>,
) {
  const [pending, setPending] = useState<{ item: Item; decision: Decision } | null>(null);

  /** Settles with the answer: the dialog's button stays disabled until then. */
  const send = async (reason: string | undefined) => {
    if (!pending) return;
    await decide.mutateAsync(
      { id: pending.item.id, decision: pending.decision, reason },
      {
        onSuccess: (message) => enqueueSnackbar(message, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setPending(null),
      },
    );
  };

  return {
    pending,
    ask: (item: Item, decision: Decision) => setPending({ item, decision }),
    cancel: () => setPending(null),
    send,
    /** A fresh dialog (empty reason) for every question. */
    dialogKey: pending ? `${pending.item.id}-${pending.decision}` : 'closed',
  };
}
