import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { useFormerSession } from '@/lib/session';

/**
 * The logged-out header's MASUK button; for a former member signed in read-only (ADR 0017) it leads back to their
 * documents instead, since the login page would only send them there.
 */
export function SignInLink({ onClick, sx }: { onClick?: () => void; sx?: SxProps<Theme> }) {
  const former = useFormerSession();
  const to = former ? paths.archive.getHref() : paths.login.getHref();
  return (
    <Button component={RouterLink} to={to} variant="contained" onClick={onClick} sx={sx}>
      {former ? 'Dokumen Saya' : 'MASUK'}
    </Button>
  );
}
