import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { SkeletonBlock } from './skeleton-block';
import { visuallyHidden } from './visually-hidden';

/** Shown while a page's code or data loads: the shape of a page, not a spinner. */
export function PageSkeleton() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        Memuat…
      </Box>
      <Stack spacing={2}>
        <SkeletonBlock width="60%" height={40} />
        <SkeletonBlock height={120} rounded />
        <SkeletonBlock height={120} rounded />
      </Stack>
    </Container>
  );
}
