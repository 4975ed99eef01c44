import { type CalculatorReply, clampTenor, type RateCheckReply, termYearsForTenor } from '@kopkar/domain';
import { useCallback, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { calculateLoan } from '../api/calculate-loan';
import { checkRate } from '../api/check-rate';

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
 * The rate tier (/cekrate) and the instalment (/Calculator) for the chosen product, amount and tenor. Only the
 * latest request counts: a slow answer for an amount the member has already moved away from is dropped.
 * A tenor above the tier's TenorMax is lowered (clampTenor).
 */
export function useLoanQuote({ onRateRefused, onCalculatorError }: QuoteHandlers) {
  const [rate, setRate] = useState<RateCheckReply | null>(null);
  const [calculation, setCalculation] = useState<CalculatorReply | null>(null);
  const [tenor, setTenor] = useState<number | null>(null);
  const [isPending, setPending] = useState(false);
  const latest = useRef(0);

  const reset = useCallback(() => {
    latest.current += 1;
    setRate(null);
    setCalculation(null);
    setPending(false);
  }, []);

  const refresh = useCallback(
    async (productId: number, amount: number, requestedTenor: number | null) => {
      const request = ++latest.current;
      const isLatest = () => request === latest.current;
      setPending(true);
      setCalculation(null);
      if (requestedTenor !== null) setTenor(requestedTenor);
      let nextRate: RateCheckReply;
      try {
        nextRate = await checkRate({ ProductID: productId, LoanAmount: amount });
      } catch {
        if (!isLatest()) return;
        setRate(null);
        setPending(false);
        onRateRefused();
        return;
      }
      if (!isLatest()) return;
      const nextTenor = clampTenor(requestedTenor ?? DEFAULT_TENOR, nextRate.TenorMax);
      setRate(nextRate);
      setTenor(nextTenor);
      if (nextTenor === null) {
        setPending(false);
        return;
      }
      try {
        const reply = await calculateLoan({
          id: productId,
          loan_amount: amount,
          interest: nextRate.EffectiveRate,
          term_years: termYearsForTenor(nextTenor),
          terms: nextTenor,
        });
        if (isLatest()) setCalculation(reply);
      } catch (error) {
        if (isLatest()) onCalculatorError(getErrorMessage(error));
      } finally {
        if (isLatest()) setPending(false);
      }
    },
    [onRateRefused, onCalculatorError],
  );

  return { rate, calculation, tenor, isPending, refresh, reset };
}
