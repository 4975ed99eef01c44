import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';

/** The button to what the member does next (a link): the offer, the schedule, a new application … */
export type NextStep = { label: string; href: string };

type ResultLayoutProps = {
  title: string;
  icon: ReactNode;
  lead: string;
  /** The one next step this outcome leads to; the way home is always there beside it. */
  nextStep?: NextStep | undefined;
  children?: ReactNode;
};

/** The frame of the result pages: an icon, a heading, a lead text, the figures, the next step and a way home. */
export function ResultLayout({ title, icon, lead, nextStep, children }: ResultLayoutProps) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <Box aria-hidden sx={{ fontSize: 56, lineHeight: 1, mb: 1, '& svg': { fontSize: 'inherit' } }}>
          {icon}
        </Box>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{lead}</Typography>
        {children && <Box sx={{ mt: 3, textAlign: 'left' }}>{children}</Box>}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 3, justifyContent: 'center', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          {nextStep && (
            <Button variant="contained" component={RouterLink} to={nextStep.href}>
              {nextStep.label}
            </Button>
          )}
          <Button
            variant={nextStep ? 'outlined' : 'contained'}
            component={RouterLink}
            to={paths.home.getHref()}
          >
            Kembali ke Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** One label–value line of a result page's figures (a description list row). */
export function FigureRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}
