/**
 * An effective rate (% per year, up to 2 decimals as the wire carries it) the Indonesian way: decimal comma, no
 * trailing zeros, `%` attached: 13.5 → `13,5%`, 10 → `10%`, 12.25 → `12,25%`.
 */
export function formatRate(percent: number): string {
  const [whole = '0', fraction = ''] = percent.toFixed(2).split('.');
  const decimals = fraction.replace(/0+$/, '');
  return `${whole}${decimals ? `,${decimals}` : ''}%`;
}
