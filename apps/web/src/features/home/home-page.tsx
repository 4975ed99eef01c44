import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';

/** Member home: a greeting until the balance summary and loan cards arrive (later issue). */
export function HomePage() {
  const user = useSession()?.user;
  usePageTitle('Home');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Halo, {user?.name}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>Halaman ini sedang disiapkan</Typography>
      </Paper>
    </Container>
  );
}
