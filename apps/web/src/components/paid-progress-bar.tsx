import { formatRupiah } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

type PaidProgressBarProps = { paid: number; remaining: number };

/** Whole percent of `paid` in paid + remaining (both integer Rupiah); 0 when there is nothing to pay. */
export function computePaidPercent(paid: number, remaining: number): number {
  const total = paid + remaining;
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((paid * 100) / total)));
}

/** An SVG bar of principal repaid vs still owed; the figures are its text alternative (role img + label). */
export function PaidProgressBar({ paid, remaining }: PaidProgressBarProps) {
  const theme = useTheme();
  const percent = computePaidPercent(paid, remaining);
  const label = `Pokok terbayar ${percent}%: ${formatRupiah(paid)} dari ${formatRupiah(paid + remaining)}, sisa pokok ${formatRupiah(remaining)}`;
  return (
    <Stack spacing={0.5}>
      <Box
        component="svg"
        role="img"
        aria-label={label}
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        sx={{ width: '100%', height: 12, display: 'block' }}
      >
        <rect x="0" y="0" width="100" height="8" rx="4" fill={theme.palette.grey[300]} />
        <rect x="0" y="0" width={percent} height="8" rx="4" fill={theme.palette.primary.main} />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-hidden>
        <Typography variant="caption" color="text.secondary">
          Terbayar {percent}%
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Sisa {100 - percent}%
        </Typography>
      </Stack>
    </Stack>
  );
}
