import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useLoanQuote } from './use-loan-quote';

const reply = (status: number, data: unknown, message = 'OK') =>
  new Response(JSON.stringify({ code: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Answer = (body: Record<string, unknown>) => Promise<Response> | Response;

/** fetch answering /cekrate and /Calculator with `rate` and `calculator`; the bodies each path was sent. */
function stubFetch({ rate, calculator }: { rate?: Answer; calculator?: Answer } = {}) {
  const sent = {
    '/cekrate': [] as Record<string, unknown>[],
    '/Calculator': [] as Record<string, unknown>[],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = String(input).endsWith('/cekrate') ? '/cekrate' : '/Calculator';
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent[path].push(body);
      if (path === '/cekrate') {
        return rate ? rate(body) : reply(200, { TenorMax: 12, EffectiveRate: 12.5 });
      }
      return calculator
        ? calculator(body)
        : reply(200, { payment: Number(body.terms) * 1_000, principal: body.loan_amount, interest: 10 });
    }),
  );
  return sent;
}

function renderQuote() {
  const handlers = { onRateRefused: vi.fn(), onCalculatorError: vi.fn() };
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useLoanQuote(handlers), { wrapper });
  return { result, handlers };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLoanQuote', () => {
  it("lowers a tenor above the tier's TenorMax and asks the instalment for the lowered one", async () => {
    const sent = stubFetch();
    const { result } = renderQuote();

    act(() => void result.current.refresh(2, 5_000_000, 24));
    expect(result.current.tenor).toBe(24);
    expect(result.current.isPending).toBe(true);

    await waitFor(() => expect(result.current.calculation?.payment).toBe(12_000));
    expect(result.current).toMatchObject({ rate: { TenorMax: 12, EffectiveRate: 12.5 }, tenor: 12 });
    expect(result.current.isPending).toBe(false);
    expect(sent['/cekrate']).toEqual([{ ProductID: 2, LoanAmount: 5_000_000 }]);
    expect(sent['/Calculator']).toEqual([
      { id: 2, loan_amount: 5_000_000, interest: 12.5, term_years: 1, terms: 12 },
    ]);
  });

  it('counts only the latest request: a slow tier for an earlier amount is dropped, the shown tier kept meanwhile', async () => {
    const answers = new Map<unknown, (response: Response) => void>();
    const sent = stubFetch({
      rate: (body) =>
        body.LoanAmount === 20_000_000
          ? reply(200, { TenorMax: 24, EffectiveRate: 11 })
          : new Promise<Response>((resolve) => answers.set(body.LoanAmount, resolve)),
    });
    const { result, handlers } = renderQuote();

    act(() => void result.current.refresh(1, 1_000_000, null));
    act(() => void result.current.refresh(1, 20_000_000, null));
    await waitFor(() => expect(result.current.calculation).not.toBeNull());
    act(() => answers.get(1_000_000)?.(reply(422, null, 'Minimal')));
    await waitFor(() => expect(result.current.isPending).toBe(false));

    expect(result.current).toMatchObject({ rate: { TenorMax: 24 }, tenor: 12 });
    expect(handlers.onRateRefused).not.toHaveBeenCalled();
    expect(sent['/Calculator'].map((body) => body.loan_amount)).toEqual([20_000_000]);

    // The next amount's tier is asked with the last one still on screen.
    act(() => void result.current.refresh(1, 25_000_000, 12));
    await waitFor(() =>
      expect(result.current).toMatchObject({ rate: { TenorMax: 24 }, calculation: null, isPending: true }),
    );
    act(() => answers.get(25_000_000)?.(reply(200, { TenorMax: 24, EffectiveRate: 11 })));
    await waitFor(() => expect(result.current.calculation?.principal).toBe(25_000_000));
  });

  it('calls onRateRefused each time the tier is refused, and clears the tier', async () => {
    let refuse = false;
    stubFetch({
      rate: () => (refuse ? reply(422, null, 'Minimal') : reply(200, { TenorMax: 12, EffectiveRate: 12.5 })),
    });
    const { result, handlers } = renderQuote();
    act(() => void result.current.refresh(1, 5_000_000, null));
    await waitFor(() => expect(result.current.calculation).not.toBeNull());

    refuse = true;
    act(() => void result.current.refresh(1, 400_000, null));
    await waitFor(() => expect(handlers.onRateRefused).toHaveBeenCalledTimes(1));
    expect(result.current).toMatchObject({ rate: null, calculation: null, isPending: false });

    // The same refused amount asked again is refused again (nothing is served from a cache).
    act(() => void result.current.refresh(1, 400_000, null));
    await waitFor(() => expect(handlers.onRateRefused).toHaveBeenCalledTimes(2));
    expect(handlers.onCalculatorError).not.toHaveBeenCalled();
  });

  it("calls onCalculatorError with the server's message when /Calculator fails", async () => {
    stubFetch({ calculator: () => reply(500, null, 'Kalkulator tidak tersedia') });
    const { result, handlers } = renderQuote();
    act(() => void result.current.refresh(1, 5_000_000, 6));
    await waitFor(() => expect(handlers.onCalculatorError).toHaveBeenCalledWith('Kalkulator tidak tersedia'));
    expect(result.current).toMatchObject({
      rate: { TenorMax: 12 },
      tenor: 6,
      calculation: null,
      isPending: false,
    });
  });

  it('drops a request in flight on reset', async () => {
    let answer: (response: Response) => void = () => {};
    const sent = stubFetch({
      rate: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { result, handlers } = renderQuote();
    act(() => void result.current.refresh(1, 5_000_000, null));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ rate: null, calculation: null, isPending: false });

    await act(async () => answer(reply(200, { TenorMax: 12, EffectiveRate: 12.5 })));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1));
    expect(result.current.rate).toBeNull();
    expect(sent['/Calculator']).toEqual([]);
    expect(handlers.onRateRefused).not.toHaveBeenCalled();
  });
});
