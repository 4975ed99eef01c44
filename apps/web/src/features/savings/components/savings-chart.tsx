import { type SavingsChart as ChartData, formatRupiah } from '@kopkar/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHidden } from '@/components/visually-hidden';
import {
  type ChartBox,
  formatCompactRupiah,
  formatMonthLabel,
  formatMonthLong,
  niceCeiling,
  placePoints,
} from '../lib/chart-geometry';

const BOX: ChartBox = { width: 640, height: 240, left: 72, right: 16, top: 16, bottom: 32 };

/**
 * The total of the three savings at each month's end as a small SVG line chart (no chart library). Screen readers
 * get the title, a one-sentence summary and the figures as a table.
 */
export function SavingsChart({ data }: { data: ChartData }) {
  const theme = useTheme();
  const id = useId();
  const values = data.map((point) => point.Total);
  const ceiling = niceCeiling(Math.max(...values, 0));
  const points = placePoints(values, ceiling, BOX);
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
  const baseline = BOX.height - BOX.bottom;
  const area = points.length ? `${line} L${points.at(-1)?.x},${baseline} L${points[0]?.x},${baseline} Z` : '';
  const first = data[0];
  const last = data.at(-1);
  const summary =
    first && last
      ? `Total simpanan dari ${formatMonthLong(first.Bulan)} ${formatRupiah(first.Total)} menjadi ${formatRupiah(last.Total)} pada ${formatMonthLong(last.Bulan)}.`
      : 'Belum ada data.';
  const gridValues = [0, ceiling / 2, ceiling];
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <title id={`${id}-title`}>Grafik total simpanan 12 bulan terakhir</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {gridValues.map((value) => {
          const y = BOX.top + (BOX.height - BOX.top - BOX.bottom) * (1 - value / ceiling);
          return (
            <g key={value}>
              <line x1={BOX.left} x2={BOX.width - BOX.right} y1={y} y2={y} stroke={theme.palette.divider} />
              <text
                x={BOX.left - 8}
                y={y + 4}
                textAnchor="end"
                fontSize="12"
                fill={theme.palette.text.secondary}
              >
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
            {(index % 2 === (data.length - 1) % 2 || data.length <= 6) && (
              <text
                x={point.x}
                y={BOX.height - 10}
                textAnchor="middle"
                fontSize="12"
                fill={theme.palette.text.secondary}
              >
                {formatMonthLabel(data[index]?.Bulan ?? '')}
              </text>
            )}
          </g>
        ))}
      </Box>
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
              <td>{formatMonthLong(point.Bulan)}</td>
              <td>{formatRupiah(point.Total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
