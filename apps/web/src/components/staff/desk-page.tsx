import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/components/page-title';
import { type QueueDecisionInput, useQueueDecision } from '@/lib/use-queue-decision';
import { DecisionDialog, type DecisionView } from './decision-dialog';
import { DeskQueue } from './desk-queue';

type DeskPageProps<Item extends { id: number }, Decision extends string> = {
  title: string;
  queue: { data?: Item[]; isLoading: boolean; error: unknown };
  decide: UseMutationResult<string, Error, QueueDecisionInput<Decision>>;
  emptyText: string;
  emptyHint: string;
  /** What the confirmation dialog asks for this item and decision. */
  viewOf: (item: Item, decision: Decision) => DecisionView;
  /** One request's card; `ask` opens the confirmation for a decision on it. */
  renderItem: (item: Item, ask: (decision: Decision) => void) => ReactNode;
};

/**
 * A FINANCE desk page (settlements, sukarela deposits, sukarela withdrawals): the queue with its states, one card
 * per request, and one confirmation dialog that sends the decision. A page only says what its cards show and what
 * each decision asks.
 */
export function DeskPage<Item extends { id: number }, Decision extends string>({
  title,
  queue,
  decide,
  emptyText,
  emptyHint,
  viewOf,
  renderItem,
}: DeskPageProps<Item, Decision>) {
  usePageTitle(`${title} · Back Office`);
  const decision = useQueueDecision<Item, Decision>(decide);
  const items = queue.data ?? [];
  const { pending } = decision;
  return (
    <>
      <DeskQueue
        title={title}
        queue={queue}
        isEmpty={items.length === 0}
        emptyText={emptyText}
        emptyHint={emptyHint}
      >
        {items.map((item) => renderItem(item, (chosen) => decision.ask(item, chosen)))}
      </DeskQueue>
      <DecisionDialog
        key={decision.dialogKey}
        view={pending ? viewOf(pending.item, pending.decision) : null}
        onCancel={decision.cancel}
        onConfirm={decision.send}
      />
    </>
  );
}
