import { type ApprovalData, describeLoanStatus, isOfferOpen } from '@kopkar/domain';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { MoneyText } from '@/components/money-text';
import { paths } from '@/config/paths';
import { FigureRow, ResultLayout } from '../components/result-layout';
import { ApprovalFigures, useEntryLoan } from './approval-figures';

const money = (amount: number | null) => <MoneyText amount={amount} sx={{ fontWeight: 'inherit' }} />;

/** True while the offer waits for the member's answer (its own state, docs/decisions/0019). */
const isWaiting = (loan: ApprovalData) => isOfferOpen(loan.OfferStatus);

/** The offered terms beside what the member asked for. */
function OfferRows({ loan }: { loan: ApprovalData }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <FigureRow label="Jumlah yang diajukan">{money(loan.LoanAmount)}</FigureRow>
      <FigureRow label="Jumlah yang ditawarkan">{money(loan.OfferedAmount)}</FigureRow>
      <FigureRow label="Tenor yang ditawarkan">{loan.OfferedTenor ?? loan.Tenor} bulan</FigureRow>
      <FigureRow label="Angsuran per bulan">{money(loan.OfferedInstallmentAmount)}</FigureRow>
    </Box>
  );
}

/**
 * /application-form-offer: an approver's counter-offer (docs/product/loans.md#counter-offer), opened from its notification.
 * It is not a rejection: the page shows the offered terms and leads to the offer on Home, where the member
 * accepts or declines it. Once answered, it says so instead.
 */
export function OfferPage() {
  const { applicationId, myLoan } = useEntryLoan();
  if (applicationId === null) return <Navigate to={paths.notification.getHref()} replace />;
  const loan = myLoan.data;
  const isOpen = loan ? isWaiting(loan) : true;
  return (
    <ResultLayout
      title="Penawaran Pinjaman"
      icon={<LocalOfferOutlined color="secondary" />}
      lead="Penyetuju menawarkan ketentuan baru untuk pengajuan pinjaman Anda. Lihat penawarannya, lalu terima atau batalkan."
      nextStep={loan && isOpen ? { label: 'Lihat Penawaran', href: paths.home.getHref(loan.id) } : undefined}
    >
      <ApprovalFigures>
        {(loaded) =>
          isWaiting(loaded) ? (
            <>
              <OfferRows loan={loaded} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                Bila Anda menerima, pengajuan dilanjutkan dengan ketentuan ini dan hanya menunggu persetujuan
                akhir.
              </Typography>
            </>
          ) : (
            <InlineAlert severity="info" sx={{ textAlign: 'left' }}>
              Penawaran ini sudah Anda jawab. Status pengajuan sekarang:{' '}
              {describeLoanStatus(loaded.Status).label}.
            </InlineAlert>
          )
        }
      </ApprovalFigures>
    </ResultLayout>
  );
}
