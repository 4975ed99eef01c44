import { describeDisbursementArrival, formatRupiah, todayInJakarta } from '@kopkar/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Typography from '@mui/material/Typography';
import { namedRoutes } from '@/config/paths';
import { useSession } from '@/lib/session';
import { ResultLayout } from '../components/result-layout';
import { ApprovalFigures, ApprovalRows, isDisbursementEstimate } from './approval-figures';

/**
 * /application-form-approved: the approved figures of the notification the member opened. Before FINANCE funds
 * the loan the total is the server's estimate (amount less admin fee and PTA), said so with what may still
 * come off; the next step is the loan history, where the funding will show.
 */
export function ApprovedPage() {
  const nik = useSession()?.user.NIK;
  return (
    <ResultLayout
      title="Pengajuan Disetujui"
      icon={<CheckCircleOutlined color="success" />}
      lead="Selamat, pengajuan pinjaman Anda telah disetujui."
      nextStep={
        nik ? { label: 'Lihat Riwayat Pinjaman', href: namedRoutes.HistoryPinjamanView(nik) } : undefined
      }
    >
      <ApprovalFigures>
        {(loan) => (
          <>
            <ApprovalRows loan={loan} />
            {isDisbursementEstimate(loan) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                Perkiraan: jumlah pinjaman dikurangi biaya admin {formatRupiah(loan.FeeAdmin ?? 0)} dan PTA{' '}
                {formatRupiah(loan.pta ?? 0)}. Jumlah pasti ditetapkan saat pencairan; bila pinjaman ini
                menggantikan pinjaman yang masih berjalan, sisa pinjaman tersebut ikut dipotong.
              </Typography>
            )}
            <Typography sx={{ mt: 2 }}>
              {describeDisbursementArrival(loan.TglPencairan, todayInJakarta())}
            </Typography>
          </>
        )}
      </ApprovalFigures>
    </ResultLayout>
  );
}
