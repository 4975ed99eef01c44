import { describeApplicationType, formatDate, formatRate, type LoanHistoryItem } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { MoneyText } from '@/components/money-text';
import { StatusChip } from '@/components/status-chip';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 0.75,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

const yesNo = (value: boolean) => (value ? 'YES' : 'NO');

/** Every field docs/product/screens.md lists for one application of the history page. */
export function HistoryDetailDialog({
  item,
  onClose,
}: {
  item: LoanHistoryItem | null;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>Detail Pinjaman</DialogTitle>
      <DialogContent>
        {item && (
          <Box component="dl" sx={{ m: 0 }}>
            <Row label="Approval No">{item.ApprovalNo}</Row>
            <Row label="Agreement No">{item.AgreementNo ?? '–'}</Row>
            <Row label="Submit Date">{formatDate(item.SubmitDate)}</Row>
            <Row label="Loan Amount">
              <MoneyText amount={item.LoanAmount} />
            </Row>
            <Row label="Finance Purpose">{item.FinancePurpose}</Row>
            <Row label="Effective Rate">{formatRate(item.EffectiveRate)}</Row>
            <Row label="Jenis Pengajuan">{describeApplicationType(item.JenisPengajuan)}</Row>
            <Row label="HC Checklist">{yesNo(item.HC_Checklist === 1)}</Row>
            <Row label="HC Recommendation">{item.HC_Recommendations ?? 'NO'}</Row>
            <Row label="HC Note">{item.Notes_HCRecommendation || '–'}</Row>
            <Row label="Status">
              <StatusChip status={item.Status} offerStatus={item.OfferStatus} />
            </Row>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}
