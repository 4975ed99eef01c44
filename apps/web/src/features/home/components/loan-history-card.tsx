import { formatDate, type LoanHistoryItem, normaliseLoanStatus } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';
import { RouterLink } from '@/components/router-link';
import { StatusChip } from '@/components/status-chip';
import { namedRoutes } from '@/config/paths';
import { listCardActions } from '../lib/card-actions';

export type LoanCardHandlers = {
  onDetail: (item: LoanHistoryItem) => void;
  onCancel: (item: LoanHistoryItem) => void;
  onStatus: (item: LoanHistoryItem) => void;
};

/** One application: purpose, amount, tenor, submit date, status chip and the buttons its status allows. */
export function LoanHistoryCard({ item, handlers }: { item: LoanHistoryItem; handlers: LoanCardHandlers }) {
  const titleId = `loan-${item.id}-title`;
  const isFinished = normaliseLoanStatus(item.Status) === 'FIN';
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography id={titleId} variant="h3" component="h3">
          {item.FinancePurpose}
        </Typography>
        <StatusChip status={item.Status} offerStatus={item.OfferStatus} />
      </Stack>
      <MoneyText amount={item.LoanAmount} component="p" variant="h3" sx={{ mt: 0.5 }} />
      <Typography variant="body2" color="text.secondary">
        {item.Tenor} bulan · Diajukan {formatDate(item.SubmitDate)} · {item.ApprovalNo}
      </Typography>
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {listCardActions(item).map((action) => {
          const described = { 'aria-describedby': titleId };
          switch (action) {
            case 'detail':
              return (
                <Button
                  key={action}
                  size="small"
                  variant="contained"
                  onClick={() => handlers.onDetail(item)}
                  {...described}
                >
                  Detail
                </Button>
              );
            case 'amortisation':
              return (
                <Button
                  key={action}
                  size="small"
                  variant="outlined"
                  component={RouterLink}
                  to={namedRoutes.ReportAmortisasi(item.AgreementNo ?? '')}
                  {...described}
                >
                  {isFinished ? 'Amortisasi & Surat Lunas' : 'Amortisasi'}
                </Button>
              );
            case 'cancel':
              return (
                <Button
                  key={action}
                  size="small"
                  color="error"
                  variant="outlined"
                  onClick={() => handlers.onCancel(item)}
                  {...described}
                >
                  Cancel
                </Button>
              );
            default:
              return (
                <Button
                  key={action}
                  size="small"
                  variant="outlined"
                  onClick={() => handlers.onStatus(item)}
                  {...described}
                >
                  Status
                </Button>
              );
          }
        })}
      </Stack>
    </Paper>
  );
}
