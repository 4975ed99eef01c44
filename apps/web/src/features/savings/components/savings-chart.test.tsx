import type { SavingsChart as ChartData } from '@kopkar/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavingsChart } from './savings-chart';

// The chart's axis is read at 390 px. It is drawn at the width it is given (one SVG unit a pixel),
// so its text keeps the theme's caption size (12 px) instead of shrinking with a fixed drawing, and months are
// labelled only as often as they fit.

const data: ChartData = Array.from({ length: 12 }, (_, index) => ({
  Bulan: `${index < 2 ? 2025 : 2026}-${String(((index + 10) % 12) + 1).padStart(2, '0')}`,
  Total: 19_000_000 + index * 250_000,
}));

/** The figure as wide as a phone's or a desktop's chart is. */
function renderAtWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width, height: 0 }),
  );
  render(<SavingsChart data={data} />);
  const chart = screen.getByRole('img', { name: /Grafik total simpanan/ });
  const texts = [...chart.querySelectorAll('text')];
  return {
    chart,
    months: texts
      .filter((text) => text.getAttribute('text-anchor') === 'middle')
      .map((text) => text.textContent),
    amounts: texts
      .filter((text) => text.getAttribute('text-anchor') === 'end')
      .map((text) => text.textContent),
    fontSizes: new Set(texts.map((text) => text.getAttribute('font-size'))),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('SavingsChart', () => {
  it('on a phone: drawn at its own width, 12 px text, every fourth month named, amounts abbreviated', () => {
    const { chart, months, amounts, fontSizes } = renderAtWidth(326);
    expect(chart).toHaveAttribute('width', '326');
    expect(chart).toHaveAttribute('viewBox', '0 0 326 200');
    expect(fontSizes).toEqual(new Set(['12']));
    expect(months).toEqual(['Feb 2026', 'Jun 2026', 'Okt 2026']);
    expect(amounts).toEqual(['Rp 0', 'Rp 12,5 jt', 'Rp 25 jt']);
  });

  it('on a desktop: every other month, the current one named', () => {
    const { chart, months } = renderAtWidth(800);
    expect(chart).toHaveAttribute('width', '800');
    expect(months).toEqual(['Des 2025', 'Feb 2026', 'Apr 2026', 'Jun 2026', 'Agu 2026', 'Okt 2026']);
  });

  it('tells screen readers the months in full', () => {
    renderAtWidth(326);
    expect(screen.getByRole('img', { name: /Grafik total simpanan/ })).toHaveAccessibleName(
      'Grafik total simpanan 12 bulan terakhir Total simpanan dari November 2025 Rp 19.000.000 menjadi ' +
        'Rp 21.750.000 pada Oktober 2026.',
    );
    expect(screen.getByRole('cell', { name: 'Oktober 2026' })).toBeInTheDocument();
  });
});
