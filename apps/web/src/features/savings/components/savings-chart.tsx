import { type SavingsChart as ChartData, formatPeriod, formatRupiah } from '@kopkar/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHidden } from '@/components/visually-hidden';
import {
  estimateTextWidth,
  fitChartBox,
  formatCompactRupiah,
  formatMonthLabel,
  niceCeiling,
  pickLabelIndexes,
  placePoints,
} from '../lib/chart-geometry';
import { useElementWidth } from '../lib/use-element-width';

/** Drawn at this width until the figure has been measured (and in tests, which cannot measure). */
const FALLBACK_WIDTH = 640;

/** A theme font size (`0.75rem`, `12px` or a number of px) in px. */
function toPx(size: string | number | undefined, htmlFontSize: number): number {
  if (typeof size === 'number') return size;
  const value = Number.parseFloat(size ?? '');
  if (Number.isNaN(value)) return 12;
  return size?.endsWith('rem') ? value * htmlFontSize : value;
}

/**
 * The total of the three savings at each month's end as a small SVG line chart (no chart library), drawn at the
 * width it is given, one SVG unit a pixel, so its axis text keeps the theme's caption size on a phone as on a
 * desktop; months are labelled as far apart as they fit. Screen readers get the title, a one-sentence summary and
 * the figures as a table.
 */
export function SavingsChart({ data }: { data: ChartData }) {
  const theme = useTheme();
  const id = useId();
  const [measure, width] = useElementWidth<HTMLElement>(FALLBACK_WIDTH);
  const fontPx = toPx(theme.typography.caption.fontSize, theme.typography.htmlFontSize);
  const values = data.map((point) => point.Total);
  const ceiling = niceCeiling(Math.max(...values, 0));
  const gridValues = [0, ceiling / 2, ceiling];
  const box = fitChartBox(width, fontPx, gridValues.map(formatCompactRupiah));
  const plotWidth = box.width - box.left - box.right;
  const labelled = new Set(
    pickLabelIndexes(data.length, plotWidth, estimateTextWidth(formatMonthLabel('2026-05'), fontPx)),
  );
  const points = placePoints(values, ceiling, box);
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
  const baseline = box.height - box.bottom;
  const area = points.length ? `${line} L${points.at(-1)?.x},${baseline} L${points[0]?.x},${baseline} Z` : '';
  const first = data[0];
  const last = data.at(-1);
  const summary =
    first && last
      ? `Total simpanan dari ${formatPeriod(first.Bulan)} ${formatRupiah(first.Total)} menjadi ${formatRupiah(last.Total)} pada ${formatPeriod(last.Bulan)}.`
      : 'Belum ada data.';
  const axisText = { fontSize: fontPx, fill: theme.palette.text.secondary };
  return (
    <Box component="figure" ref={measure} sx={{ m: 0 }}>
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        width={box.width}
        height={box.height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        <title id={`${id}-title`}>Grafik total simpanan 12 bulan terakhir</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {gridValues.map((value) => {
          const y = box.top + (box.height - box.top - box.bottom) * (1 - value / ceiling);
          return (
            <g key={value}>
              <line x1={box.left} x2={box.width - box.right} y1={y} y2={y} stroke={theme.palette.divider} />
              <text x={box.left - 8} y={y + fontPx / 3} textAnchor="end" {...axisText}>
                {formatCompactRupiah(value)}
              </text>
            </g>
          );
        })}
        <path d={area} fill={theme.palette.primary.main} fillOpacity={0.12} />
        <path d={line} fill="none" stroke={theme.palette.primary.main} strokeWidth={2.5} />
        {points.map((point, index) => (
          <g key={data[index]?.Bulan}>
            <circle cx={point.x} cy={point.y} r={3.5} fill={theme.palette.primary.main} />
            {labelled.has(index) && (
              <text x={point.x} y={box.height - fontPx} textAnchor="middle" {...axisText}>
                {formatMonthLabel(data[index]?.Bulan ?? '')}
              </text>
            )}
          </g>
        ))}
      </svg>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
      <table style={visuallyHidden}>
        <caption>Total simpanan per akhir bulan</caption>
        <thead>
          <tr>
            <th scope="col">Bulan</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.Bulan}>
              <td>{formatPeriod(point.Bulan)}</td>
              <td>{formatRupiah(point.Total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
