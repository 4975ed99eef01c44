import { formatDate, type MemberShuEstimate } from '@kopkar/domain';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';

/**
 * This year's SHU so far, apart from the posted years and named an estimate: the books' result until `asOf`
 * allocated as the AD/ART says, shared by the member's savings and interest paid this year.
 */
export function ShuEstimateCard({ estimate }: { estimate: MemberShuEstimate }) {
  const headingId = `shu-perkiraan-${estimate.year}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderStyle: 'dashed', borderColor: 'primary.main' }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Perkiraan SHU tahun {estimate.year} (sementara)
      </Typography>
      <MoneyText amount={estimate.amount} component="p" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1 }} />
      <Typography variant="body2" color="text.secondary">
        Perkiraan dari hasil usaha koperasi yang tercatat sampai {formatDate(estimate.asOf)}, menurut simpanan
        pokok dan wajib serta bunga pinjaman yang Anda bayar tahun ini. Angka ini masih berubah sampai RAT
        memutuskan pembagian SHU tahun {estimate.year}; yang dikreditkan adalah hasil keputusan RAT.
      </Typography>
    </Paper>
  );
}
