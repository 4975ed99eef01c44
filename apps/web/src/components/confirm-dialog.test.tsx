import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { DecisionDialog } from './staff/decision-dialog';

// A double click on "Ya, cairkan" or "Ya, posting" sent two requests, and the second one's
// "…sudah dicairkan sebelumnya" replaced the success toast. The mutation's isPending arrives after both clicks.

type Reply = { resolve: (response: Response) => void };
let replies: Reply[];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  replies = [];
  fetchMock = vi.fn<typeof fetch>(() => new Promise((resolve) => replies.push({ resolve })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers the request under way, once it has been sent. */
async function answer(status: number) {
  await waitFor(() => expect(replies.length).toBeGreaterThan(0));
  replies.shift()?.resolve(new Response(JSON.stringify({ code: status }), { status }));
}

/** What a page does: a mutation posting once confirmed, the question open until the answer. */
function FundingQuestion({ onSettled }: { onSettled?: () => void }) {
  const [isOpen, setOpen] = useState(true);
  const fund = useMutation({
    mutationFn: async () => {
      const response = await fetch('/api/v1/admin/funding/7', { method: 'POST' });
      if (!response.ok) throw new Error('ditolak');
    },
  });
  return (
    <ConfirmDialog
      open={isOpen}
      message="Cairkan Rp 4.925.000?"
      confirmLabel="Ya, cairkan"
      onCancel={() => setOpen(false)}
      onConfirm={() => fund.mutateAsync(undefined, { onSuccess: () => setOpen(false), onSettled })}
    />
  );
}

const renderInApp = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('ConfirmDialog', () => {
  it('sends one request for a double click and keeps both buttons disabled until the answer', async () => {
    const user = userEvent.setup();
    renderInApp(<FundingQuestion />);
    const confirm = screen.getByRole('button', { name: 'Ya, cairkan' });
    await user.dblClick(confirm);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
    await answer(200);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives the button back after a refusal, so the officer can try again', async () => {
    const user = userEvent.setup();
    const onSettled = vi.fn();
    renderInApp(<FundingQuestion onSettled={onSettled} />);
    const confirm = screen.getByRole('button', { name: 'Ya, cairkan' });
    await user.click(confirm);
    await answer(500);
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(onSettled).toHaveBeenCalledTimes(1);
    await user.click(confirm);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('DecisionDialog', () => {
  it('sends one decision for a double click', async () => {
    const user = userEvent.setup();
    let settle = () => {};
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    renderInApp(
      <DecisionDialog
        view={{
          title: 'Posting',
          label: 'Ya, posting',
          question: 'Posting?',
          needsReason: false,
          colour: 'primary',
        }}
        onCancel={() => {}}
        onConfirm={onConfirm}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Ya, posting' });
    await user.dblClick(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toBeDisabled();
    settle();
    await waitFor(() => expect(confirm).toBeEnabled());
  });
});
