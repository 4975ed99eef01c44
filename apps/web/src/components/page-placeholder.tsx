import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMatches } from 'react-router';
import { usePageTitle } from './page-title';

/** A page that exists in the route table but is built in a later issue. */
export function PagePlaceholder({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>Halaman ini sedang disiapkan</Typography>
      </Paper>
    </Container>
  );
}

/** The route element of a placeholder: its title comes from the route's `handle.title`. */
export function PlaceholderRoute() {
  const match = useMatches().at(-1);
  const handle = match?.handle as { title?: string } | undefined;
  return <PagePlaceholder title={handle?.title ?? 'Halaman'} />;
}
