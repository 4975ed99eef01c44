import {
  describeInterestLine,
  formatDate,
  type InterestBreakdown as InterestBreakdownReply,
  SETTLEMENT_INTEREST_RULE,
} from '@kopkar/domain';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

type Props = {
  breakdown: InterestBreakdownReply;
  /** The heading's level where it stands: h2 on the page (under its h1), h3 in the dialog (under its title). */
  heading?: 'h2' | 'h3';
};

/** How the quote's interest was computed: its date, the rule in words and one line per row (ADR 0018). */
export function InterestBreakdown({ breakdown, heading = 'h3' }: Props) {
  const id = useId();
  if (breakdown.Tanggal === null) return null;
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component={heading}>
        Perhitungan bunga berjalan per {formatDate(breakdown.Tanggal)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {SETTLEMENT_INTEREST_RULE}
      </Typography>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {breakdown.Baris.map((line) => (
          <li key={line.InsSeqNo}>
            <Typography variant="body2">
              {describeInterestLine({
                seq: line.InsSeqNo,
                interest: line.Bunga,
                periodStart: line.PeriodeMulai,
                dueDate: line.JatuhTempo,
                daysElapsed: line.Hari,
                periodDays: line.HariPeriode,
                accrued: line.BungaBerjalan,
              })}
            </Typography>
          </li>
        ))}
      </ul>
    </section>
  );
}
