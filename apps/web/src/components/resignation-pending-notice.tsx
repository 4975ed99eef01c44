import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';

/** Why a form is closed while the member's resignation is pending, and where to withdraw the request. */
export function ResignationPendingNotice({ message }: { message: string }) {
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>Pengajuan keluar sedang diproses</AlertTitle>
      {message}{' '}
      <Link
        component={RouterLink}
        to={paths.accountKeluar.getHref()}
        color="inherit"
        sx={{ fontWeight: 700 }}
      >
        Lihat pengajuan keluar
      </Link>
    </Alert>
  );
}
