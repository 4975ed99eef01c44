import TableCell from '@mui/material/TableCell';
import { MoneyText } from '@/components/money-text';
import { usePageTitle } from '@/components/page-title';
import { ApplicationQueue } from '@/components/staff/application-queue';
import { paths } from '@/config/paths';
import { formatJakartaDate } from '@/lib/format-jakarta-date';
import { useFundingQueue } from '../api/get-funding-queue';

/** /admin/funding: approved (APV) applications waiting for disbursement. */
export function StaffFundingQueuePage() {
  usePageTitle('Pencairan · Back Office');
  return (
    <ApplicationQueue
      title="Pencairan"
      queue={useFundingQueue()}
      emptyText="Tidak ada pengajuan yang menunggu pencairan"
      emptyHint="Pengajuan yang sudah disetujui semua approver akan muncul di sini."
      tableLabel="Pengajuan yang menunggu pencairan"
      linkTo={(item) => paths.staff.fundingDetail.getHref(item.id)}
      extraHead={
        <>
          <TableCell align="right">Angsuran</TableCell>
          <TableCell>Disetujui</TableCell>
        </>
      }
      renderExtraCells={(item) => (
        <>
          <TableCell align="right">
            <MoneyText amount={item.InstallmentAmount} variant="body2" />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJakartaDate(item.ApprovedAt)}</TableCell>
        </>
      )}
    />
  );
}
