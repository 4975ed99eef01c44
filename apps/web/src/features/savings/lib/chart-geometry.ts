/** Short Indonesian month names for the chart's axis. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** `2026-07` → `Jul 26`. */
export function formatMonthLabel(month: string): string {
  const [year, index] = month.split('-');
  return `${MONTHS[Number(index) - 1] ?? index} ${year?.slice(2) ?? ''}`;
}

/** `2026-07` → `Jul 2026`, for the summary and the table screen readers read. */
export function formatMonthLong(month: string): string {
  const [year, index] = month.split('-');
  return `${MONTHS[Number(index) - 1] ?? index} ${year ?? ''}`;
}

/** A round ceiling for the value axis: 1, 2, 2,5 or 5 times a power of ten at or above the largest value. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** Rupiah in a few characters for the axis: `Rp 2,5 jt`, `Rp 750 rb`. */
export function formatCompactRupiah(amount: number): string {
  if (amount >= 1_000_000_000) return `Rp ${(amount / 1_000_000_000).toLocaleString('id-ID')} M`;
  if (amount >= 1_000_000) return `Rp ${(amount / 1_000_000).toLocaleString('id-ID')} jt`;
  if (amount >= 1_000) return `Rp ${(amount / 1_000).toLocaleString('id-ID')} rb`;
  return `Rp ${amount}`;
}

export type ChartBox = {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
};

/** Each value's point in the box: evenly spaced left to right, 0 at the bottom, `ceiling` at the top. */
export function placePoints(
  values: readonly number[],
  ceiling: number,
  box: ChartBox,
): { x: number; y: number }[] {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const stepX = values.length > 1 ? plotWidth / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: box.left + (values.length > 1 ? index * stepX : plotWidth / 2),
    y: box.top + plotHeight - (Math.max(0, value) / ceiling) * plotHeight,
  }));
}
