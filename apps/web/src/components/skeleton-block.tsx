import Box from '@mui/material/Box';

type SkeletonBlockProps = { width?: number | string; height?: number | string; rounded?: boolean };

/**
 * A loading placeholder for the app shell: the look of MUI's Skeleton without its code in the first chunk.
 * The pulse keyframes live in the theme's CssBaseline.
 */
export function SkeletonBlock({ width = '100%', height = '1.2em', rounded = false }: SkeletonBlockProps) {
  return (
    <Box
      aria-hidden
      sx={{
        width,
        height,
        bgcolor: 'action.hover',
        borderRadius: rounded ? 1 : 0.5,
        animation: 'app-skeleton-pulse 1.6s ease-in-out 0.5s infinite',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
