/**
 * The sum of whole-Rupiah amounts, exact: every amount and the total must be safe integers (below 2^53, about
 * Rp 9 kuadriliun), where a number adds without rounding. Checked rather than assumed, so a fraction or an overflow
 * fails loudly instead of becoming a wrong figure. Needs no decimal.js, so a page that only adds amounts does not
 * download it.
 */
export function sumRupiah(values: readonly number[]): number {
  let total = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${value} bukan rupiah penuh`);
    total += value;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('Jumlah melebihi batas bilangan bulat');
  return total;
}
