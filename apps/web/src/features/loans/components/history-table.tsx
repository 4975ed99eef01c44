import { formatDate, type LoanHistoryItem } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MoneyText } from '@/components/money-text';
import { StatusChip } from '@/components/status-chip';

type HistoryViewProps = {
  items: LoanHistoryItem[];
  total: number;
  onDetail: (item: LoanHistoryItem) => void;
};

/** The desktop history table of docs/product/screens.md with its total row. */
export function HistoryTable({ items, total, onDetail }: HistoryViewProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Riwayat pinjaman">
        <TableHead>
          <TableRow>
            <TableCell>No</TableCell>
            <TableCell>Approval No</TableCell>
            <TableCell>Submit Date</TableCell>
            <TableCell align="right">Loan Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Finance Purpose</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={item.id} hover>
              <TableCell>{index + 1}</TableCell>
              <TableCell>{item.ApprovalNo}</TableCell>
              <TableCell>{formatDate(item.SubmitDate)}</TableCell>
              <TableCell align="right">
                <MoneyText amount={item.LoanAmount} variant="body2" />
              </TableCell>
              <TableCell>
                <StatusChip status={item.Status} offerStatus={item.OfferStatus} />
              </TableCell>
              <TableCell>{item.FinancePurpose}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onDetail(item)}
                  aria-label={`Detail ${item.ApprovalNo}`}
                >
                  Detail
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary' }}>
              Total pinjaman dicairkan
            </TableCell>
            <TableCell align="right">
              <MoneyText amount={total} variant="body2" sx={{ fontWeight: 700 }} />
            </TableCell>
            <TableCell colSpan={3} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** The same rows as cards for phones, where seven columns do not fit. */
export function HistoryCards({ items, total, onDetail }: HistoryViewProps) {
  return (
    <>
      <ol
        aria-label="Riwayat pinjaman"
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
      >
        {items.map((item, index) => (
          <Paper key={item.id} component="li" variant="outlined" sx={{ p: 2 }}>
            <div
              style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}
            >
              <span>
                <strong>
                  {index + 1}. {item.FinancePurpose}
                </strong>
                <br />
                <small>
                  {item.ApprovalNo} · {formatDate(item.SubmitDate)}
                </small>
              </span>
              <StatusChip status={item.Status} offerStatus={item.OfferStatus} />
            </div>
            <div
              style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 8 }}
            >
              <MoneyText amount={item.LoanAmount} variant="h3" />
              <Button
                size="small"
                variant="outlined"
                onClick={() => onDetail(item)}
                aria-label={`Detail ${item.ApprovalNo}`}
              >
                Detail
              </Button>
            </div>
          </Paper>
        ))}
      </ol>
      <Paper variant="outlined" sx={{ p: 2, mt: 1.5, display: 'flex', justifyContent: 'space-between' }}>
        <strong>Total pinjaman dicairkan</strong>
        <MoneyText amount={total} sx={{ fontWeight: 700 }} />
      </Paper>
    </>
  );
}
