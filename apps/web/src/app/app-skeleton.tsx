import Box from '@mui/material/Box';
import { PageSkeleton } from '@/components/page-skeleton';
import { SkeletonBlock } from '@/components/skeleton-block';

/** First paint while the first page's code loads: the shape of the layout. */
export function AppSkeleton() {
  return (
    <Box>
      <Box
        sx={{
          height: 64,
          px: 2,
          display: 'flex',
          alignItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SkeletonBlock width={120} height={28} />
      </Box>
      <Box component="main">
        <PageSkeleton />
      </Box>
    </Box>
  );
}
