import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

type ResultLayoutProps = { title: string; icon: ReactNode; lead: string; children?: ReactNode };

/** The frame of the result pages: an icon, a heading, a lead text, the figures, and a way back home. */
export function ResultLayout({ title, icon, lead, children }: ResultLayoutProps) {
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
        <Button variant="contained" component={RouterLink} to={paths.home.getHref()} sx={{ mt: 3 }}>
          Kembali ke Home
        </Button>
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
