import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/page-title';
import { ApplicationQueue } from '@/components/staff/application-queue';
import { paths } from '@/config/paths';
import { formatJakartaDate } from '@/lib/format-jakarta-date';
import { useApprovalQueue } from '../api/get-approval-queue';

/** From this age (days since submission) a waiting application is highlighted. */
export const OLD_APPLICATION_DAYS = 3;

/** /admin/approvals: the applications whose current step is the signed-in staff member's, oldest first. */
export function StaffApprovalQueuePage() {
  usePageTitle('Antrean Persetujuan · Back Office');
  return (
    <ApplicationQueue
      title="Antrean Persetujuan"
      queue={useApprovalQueue()}
      emptyText="Tidak ada pengajuan yang menunggu keputusan Anda"
      emptyHint="Pengajuan baru akan muncul di sini saat sampai pada langkah Anda."
      tableLabel="Pengajuan yang menunggu keputusan"
      linkTo={(item) => paths.staff.application.getHref(item.id)}
      renderBadges={(item) =>
        item.JenisPengajuan === 'NST' && <Chip size="small" label="Penawaran diterima" sx={{ ml: 1 }} />
      }
      rowSx={(item) =>
        item.ageDays >= OLD_APPLICATION_DAYS
          ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) }
          : undefined
      }
      extraHead={
        <>
          <TableCell>Langkah</TableCell>
          <TableCell align="right">Umur</TableCell>
        </>
      }
      renderExtraCells={(item) => (
        <>
          <TableCell>
            {item.step}. {item.jobtitle}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {item.ageDays} hari
            <Typography variant="body2" color="text.secondary">
              {formatJakartaDate(item.SubmitDate)}
            </Typography>
            {item.ageDays >= OLD_APPLICATION_DAYS && <Chip size="small" color="warning" label="Lama" />}
          </TableCell>
        </>
      )}
    />
  );
}
