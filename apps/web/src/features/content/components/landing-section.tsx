import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { RouterLink } from '@/components/router-link';

type LandingSectionProps = {
  title: string;
  intro?: ReactNode;
  /** A "see all" link under the heading. */
  more?: { href: string; label: string };
  tinted?: boolean;
  children: ReactNode;
};

/** One band of the landing page: a labelled region with an h2, optional intro and link. */
export function LandingSection({ title, intro, more, tinted = false, children }: LandingSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 4, md: 6 }, bgcolor: tinted ? 'background.paper' : undefined }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 2.5, justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
        >
          <Typography variant="h2" id={headingId}>
            {title}
          </Typography>
          {more && (
            <Link component={RouterLink} to={more.href} sx={{ fontWeight: 600 }}>
              {more.label}
            </Link>
          )}
        </Stack>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
