/** Short Indonesian month names for the chart's axis. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** `2026-07` → `Jul 2026` (not `Jul 26`, which reads as a day). */
export function formatMonthLabel(month: string): string {
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

/**
 * Which of `count` evenly spread points get a month label so that labels `labelWidth` px wide keep a gap between
 * them across `plotWidth` px: every n-th, counted back from the last (the current month is always named).
 */
export function pickLabelIndexes(count: number, plotWidth: number, labelWidth: number): number[] {
  const needed = (labelWidth + LABEL_GAP) * Math.max(count - 1, 0);
  const step = Math.max(1, Math.ceil(needed / Math.max(plotWidth, 1)));
  const indexes = [];
  for (let index = count - 1; index >= 0; index -= step) indexes.unshift(index);
  return indexes;
}

const LABEL_GAP = 16;

/** About how wide a line of axis text is, px: Plus Jakarta Sans' tabular figures are about 0,6 em wide. */
export function estimateTextWidth(text: string, fontPx: number): number {
  return Math.ceil(text.length * fontPx * 0.6);
}

/**
 * The chart's box for the width it is drawn at, px (one SVG unit is one pixel, so text keeps the theme's size): room
 * on the left for the widest amount, on the right for half a month label, below for the labels; a phone's chart is
 * lower than a desktop's but never flat.
 */
export function fitChartBox(width: number, fontPx: number, amountLabels: readonly string[]): ChartBox {
  const widest = Math.max(...amountLabels.map((label) => estimateTextWidth(label, fontPx)), 0);
  return {
    width,
    height: Math.round(Math.min(300, Math.max(200, width * 0.375))),
    left: widest + 12,
    right: Math.ceil(estimateTextWidth('Mei 2026', fontPx) / 2) + 4,
    top: Math.ceil(fontPx / 2) + 4,
    bottom: Math.ceil(fontPx * 2.5),
  };
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
