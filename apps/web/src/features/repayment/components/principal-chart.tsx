import { formatRupiah } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ChartPoint } from '../lib/schedule-rows';

const HEIGHT = 120;
const BAR_GAP = 2;

/**
 * The outstanding principal over time as bars, one per schedule row: paid rows solid, unpaid rows hatched-light.
 * The SVG is one image with a text alternative (first, last and how many rows are paid).
 */
export function PrincipalChart({ points }: { points: ChartPoint[] }) {
  const id = useId();
  if (points.length === 0) return null;
  const paid = points.filter((point) => point.isPaid).length;
  const last = points[points.length - 1];
  const summary =
    `Sisa pokok pinjaman: awal ${formatRupiah(points[0]?.value ?? 0)}, ` +
    `setelah angsuran terakhir ${formatRupiah(last?.value ?? 0)}; ${paid} dari ${points.length - 1} angsuran lunas.`;
  const width = points.length * 10;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
      >
        <title id={`${id}-title`}>{summary}</title>
        {points.map((point, index) => {
          const barHeight = Math.max(1, point.ratio * (HEIGHT - 4));
          return (
            <rect
              key={point.label}
              data-paid={point.isPaid}
              x={index * 10 + BAR_GAP / 2}
              y={HEIGHT - barHeight}
              width={10 - BAR_GAP}
              height={barHeight}
              rx={1}
              fill={point.isPaid ? '#1B5E20' : '#90A4AE'}
            />
          );
        })}
      </svg>
      <Box component="figcaption" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <Typography aria-hidden variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {summary}
        </Typography>
        <Legend color="#1B5E20" label="Sudah dibayar" />
        <Legend color="#90A4AE" label="Belum dibayar" />
      </Box>
    </Box>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Typography variant="caption" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color }} />
      {label}
    </Typography>
  );
}
