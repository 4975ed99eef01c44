import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MoneyText } from '@/components/money-text';
import { usePageTitle } from '@/components/page-title';
import { useFundingQueue } from '../api/funding';
import { QueueState } from '../components/queue-state';
import { ScrollTable } from '../components/scroll-table';
import { paths } from '../lib/admin-paths';
import { formatJakartaDate } from '../lib/format-jakarta-date';

/** /admin/funding: approved (APV) applications waiting for disbursement. */
export function FundingQueuePage() {
  usePageTitle('Pencairan · Back Office');
  const queue = useFundingQueue();
  const items = queue.data ?? [];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Pencairan
      </Typography>
      <section aria-busy={queue.isLoading} aria-live="polite">
        <QueueState
          isLoading={queue.isLoading}
          error={queue.error}
          isEmpty={items.length === 0}
          emptyText="Tidak ada pengajuan yang menunggu pencairan"
          emptyHint="Pengajuan yang sudah disetujui semua approver akan muncul di sini."
        />
        {items.length > 0 && (
          <ScrollTable label="Pengajuan yang menunggu pencairan">
            <TableHead>
              <TableRow>
                <TableCell>No. Pengajuan</TableCell>
                <TableCell>Anggota</TableCell>
                <TableCell>Tujuan</TableCell>
                <TableCell align="right">Jumlah</TableCell>
                <TableCell align="right">Tenor</TableCell>
                <TableCell align="right">Angsuran</TableCell>
                <TableCell>Disetujui</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={paths.fundingDetail(item.id)} sx={{ fontWeight: 600 }}>
                      {item.ApprovalNo}
                    </Link>
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
                  <TableCell align="right">
                    <MoneyText amount={item.InstallmentAmount} variant="body2" />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJakartaDate(item.ApprovedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
      </section>
    </>
  );
}
