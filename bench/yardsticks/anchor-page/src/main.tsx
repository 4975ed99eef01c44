// The anchor: a sign-in page built from MUI and nothing else (app bar, card, three fields, a button), what any
// MUI page costs before it does any work. Lighthouse runs of the portal's pages alternate with runs of this one
// (bench/README.md, "Page figures").
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createRoot } from 'react-dom/client';

const theme = createTheme({ palette: { primary: { main: '#0F5E9C' } } });

function SignInPage() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6">Koperasi</Typography>
        </Toolbar>
      </AppBar>
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Card>
          <CardContent>
            <Stack component="form" spacing={2}>
              <Typography variant="h5" component="h1">
                Login
              </Typography>
              <Typography>Masuk dengan NIK dan password Anda.</Typography>
              <TextField label="NIK" required />
              <TextField label="Password" type="password" required />
              <TextField label="Hasil" required />
              <Button variant="contained" size="large">
                Login
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<SignInPage />);
