import { formatDate, formatRupiah, type Resignation } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** What an approval booked: the payout and every loan settled from savings (the request leaves the queue). */
export function ApprovedResult({ name, resignation }: { name: string; resignation: Resignation }) {
  return (
    <Alert severity="success" role="status">
      <AlertTitle>Keanggotaan {name} ditutup</AlertTitle>
      Dana {formatRupiah(resignation.payoutAmount ?? 0)} dicatat dibayarkan ke rekening{' '}
      {resignation.payoutAccountNo ?? '–'} pada {formatDate(resignation.payoutDate ?? '')}.
      {resignation.settledLoans.length > 0 && (
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {resignation.settledLoans.map((loan) => (
            <li key={loan.agreementNo}>
              Pinjaman {loan.agreementNo} lunas dari simpanan ({formatRupiah(loan.settlementAmount)})
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
