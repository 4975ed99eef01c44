/** Points with dot thousands separators, as Rupiah figures are written (docs/product/limits.md): 1.250. */
export function formatPoints(points: number): string {
  return Math.trunc(points).toLocaleString('id-ID');
}

/** A ledger movement with its sign: +10, −100. */
export function formatPointDelta(delta: number): string {
  return delta > 0 ? `+${formatPoints(delta)}` : `−${formatPoints(Math.abs(delta))}`;
}
