import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MoneyText } from '@/components/money-text';
import { usePageTitle } from '@/components/page-title';
import { useApprovalQueue } from '../api/approvals';
import { QueueState } from '../components/queue-state';
import { ScrollTable } from '../components/scroll-table';
import { paths } from '../lib/admin-paths';
import { formatJakartaDate } from '../lib/format-jakarta-date';

/** From this age (days since submission) a waiting application is highlighted. */
export const OLD_APPLICATION_DAYS = 3;

/** /admin/approvals: the applications whose current step is the signed-in staff member's, oldest first. */
export function ApprovalQueuePage() {
  usePageTitle('Antrean Persetujuan · Back Office');
  const queue = useApprovalQueue();
  const items = queue.data ?? [];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Antrean Persetujuan
      </Typography>
      <section aria-busy={queue.isLoading} aria-live="polite">
        <QueueState
          isLoading={queue.isLoading}
          error={queue.error}
          isEmpty={items.length === 0}
          emptyText="Tidak ada pengajuan yang menunggu keputusan Anda"
          emptyHint="Pengajuan baru akan muncul di sini saat sampai pada langkah Anda."
        />
        {items.length > 0 && (
          <ScrollTable label="Pengajuan yang menunggu keputusan">
            <TableHead>
              <TableRow>
                <TableCell>No. Pengajuan</TableCell>
                <TableCell>Anggota</TableCell>
                <TableCell>Tujuan</TableCell>
                <TableCell align="right">Jumlah</TableCell>
                <TableCell align="right">Tenor</TableCell>
                <TableCell>Langkah</TableCell>
                <TableCell align="right">Umur</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => {
                const isOld = item.ageDays >= OLD_APPLICATION_DAYS;
                return (
                  <TableRow
                    key={item.id}
                    hover
                    sx={isOld ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}
                  >
                    <TableCell>
                      <Link component={RouterLink} to={paths.application(item.id)} sx={{ fontWeight: 600 }}>
                        {item.ApprovalNo}
                      </Link>
                      {item.JenisPengajuan === 'NST' && (
                        <Chip size="small" label="Penawaran diterima" sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    <TableCell>
                      {item.memberName}
                      <Typography variant="body2" color="text.secondary">
                        NIK {item.NIK}
                      </Typography>
                    </TableCell>
                    <TableCell>{item.FinancePurpose}</TableCell>
                    <TableCell align="right">
                      <MoneyText amount={item.LoanAmount} variant="body2" />
                    </TableCell>
                    <TableCell align="right">{item.Tenor} bln</TableCell>
                    <TableCell>
                      {item.step}. {item.jobtitle}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {item.ageDays} hari
                      <Typography variant="body2" color="text.secondary">
                        {formatJakartaDate(item.SubmitDate)}
                      </Typography>
                      {isOld && <Chip size="small" color="warning" label="Lama" />}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </ScrollTable>
        )}
      </section>
    </>
  );
}
