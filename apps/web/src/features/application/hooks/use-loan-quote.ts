import { clampTenor, type RateCheckReply, termYearsForTenor } from '@kopkar/domain';
import { useCallback, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { useCalculateLoan } from '../api/calculate-loan';
import { useCheckRate } from '../api/check-rate';

/** Tenor (months) chosen for the member when they have not picked one: a year, lowered to the tier's maximum. */
const DEFAULT_TENOR = 12;
export const RATE_REFUSED_MESSAGE = 'Opps... Minimal pinjaman Rp 500.000';

type QuoteHandlers = {
  /** /cekrate answered non-200 (docs/product/errors.md): the caller shows the popup and resets the amount. */
  onRateRefused: () => void;
  /** /Calculator answered non-200: the caller shows 'Error!' with the server message. */
  onCalculatorError: (message: string) => void;
};

/**
 * The rate tier (/cekrate) and the instalment (/Calculator) for the chosen product, amount and tenor. A tenor above
 * the tier's TenorMax is lowered (clampTenor).
 *
 * Both are mutations, not cached queries: each is asked when the member acts (releases the slider, picks a product
 * or tenor, restores a draft), and each refusal must show its popup again, which a cached answer would not. Only the
 * latest request counts: a mutation observer follows only its latest call, and the callbacks given to `mutate` run
 * for that call alone, so a slow answer for an amount the member has already moved away from (or reset) is dropped.
 */
export function useLoanQuote({ onRateRefused, onCalculatorError }: QuoteHandlers) {
  const { mutate: askRate, reset: resetRate, isPending: isCheckingRate } = useCheckRate();
  const {
    mutate: calculate,
    reset: resetCalculation,
    data: calculation,
    isPending: isCalculating,
  } = useCalculateLoan();
  // The tier answered last: it stays on screen while the next amount's tier is asked (null after a refusal).
  const [rate, setRate] = useState<RateCheckReply | null>(null);
  const [tenor, setTenor] = useState<number | null>(null);

  const reset = useCallback(() => {
    resetRate();
    resetCalculation();
    setRate(null);
  }, [resetRate, resetCalculation]);

  const refresh = useCallback(
    (productId: number, amount: number, requestedTenor: number | null) => {
      resetCalculation();
      if (requestedTenor !== null) setTenor(requestedTenor);
      askRate(
        { ProductID: productId, LoanAmount: amount },
        {
          onError: () => {
            setRate(null);
            onRateRefused();
          },
          onSuccess: (nextRate) => {
            const nextTenor = clampTenor(requestedTenor ?? DEFAULT_TENOR, nextRate.TenorMax);
            setRate(nextRate);
            setTenor(nextTenor);
            if (nextTenor === null) return;
            calculate(
              {
                id: productId,
                loan_amount: amount,
                interest: nextRate.EffectiveRate,
                term_years: termYearsForTenor(nextTenor),
                terms: nextTenor,
              },
              { onError: (error) => onCalculatorError(getErrorMessage(error)) },
            );
          },
        },
      );
    },
    [askRate, calculate, resetCalculation, onRateRefused, onCalculatorError],
  );

  return {
    rate,
    calculation: calculation ?? null,
    tenor,
    isPending: isCheckingRate || isCalculating,
    refresh,
    reset,
  };
}
