import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Typography from '@mui/material/Typography';
import { ResultLayout } from '../components/result-layout';
import { ApprovalFigures, ApprovalRows } from './approval-figures';

/** /application-form-approved: the approved figures of the notification the member opened. */
export function ApprovedPage() {
  return (
    <ResultLayout
      title="Pengajuan Disetujui"
      icon={<CheckCircleOutlined color="success" />}
      lead="Selamat, pengajuan pinjaman Anda telah disetujui."
    >
      <ApprovalFigures>
        {(loan) => (
          <>
            <ApprovalRows loan={loan} />
            <Typography sx={{ mt: 2 }}>Dana akan masuk ke rekening payroll Anda dalam 48 jam</Typography>
          </>
        )}
      </ApprovalFigures>
    </ResultLayout>
  );
}
