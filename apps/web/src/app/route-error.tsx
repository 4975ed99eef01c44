import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

/** Last resort when a page fails to render or its code fails to load (often a new deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        Terjadi kesalahan
      </Typography>
      <Typography sx={{ mb: 3 }}>Halaman tidak dapat ditampilkan. Silakan muat ulang halaman.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Muat ulang
      </Button>
    </Container>
  );
}
