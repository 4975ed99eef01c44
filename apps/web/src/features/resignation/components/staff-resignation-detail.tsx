import { type AdminResignationDetail, formatDateTime, formatRupiah } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ClearanceBreakdown } from './clearance-breakdown';

/** One request on FINANCE's desk: who, when, the member's note and today's recomputed clearance, with the decisions. */
export function ResignationDetail({
  detail,
  onApprove,
  onReject,
}: {
  detail: AdminResignationDetail;
  onApprove: () => void;
  onReject: () => void;
}) {
  const quote = detail.quote;
  const changed = quote && quote.payout !== detail.quotedPayout;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="detail-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="detail-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {detail.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        NIK {detail.nik} · diajukan {formatDateTime(detail.requestedAt)}
      </Typography>
      {detail.request.note && (
        <Alert severity="info" icon={false} sx={{ mb: 2 }}>
          Catatan anggota: {detail.request.note}
        </Alert>
      )}
      {changed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Perhitungan hari ini berbeda dari yang dilihat anggota saat mengajukan (
          {formatRupiah(detail.quotedPayout)}
          ). Persetujuan memakai perhitungan hari ini.
        </Alert>
      )}
      {quote && <ClearanceBreakdown quote={quote} subject="anggota" />}
      {quote?.blockedReason && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {quote.blockedReason}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          onClick={onApprove}
          disabled={!quote || quote.shortfall > 0 || quote.blockedReason !== null}
        >
          Setujui dan Tutup Keanggotaan
        </Button>
        <Button variant="outlined" color="error" onClick={onReject}>
          Tolak
        </Button>
      </Stack>
    </Paper>
  );
}
