import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';

/** Last resort when a page fails to render or its code fails to load (often a new deploy): offer a reload. */
export function RouteError() {
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

type BoundaryProps = {
  /** The location's key: a page that failed gives way to the next one the visitor opens. */
  resetKey: string;
  children: ReactNode;
};
type BoundaryState = { failed: boolean; resetKey: string };

/** Shows RouteError instead of a route that threw while rendering, until the location changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
