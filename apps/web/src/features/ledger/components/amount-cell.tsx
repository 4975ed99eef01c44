import { formatRupiah } from '@kopkar/domain';
import Box from '@mui/material/Box';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import { visuallyHidden } from '@/components/visually-hidden';

type AmountCellProps = Omit<TableCellProps, 'children' | 'align'> & {
  /** Whole Rupiah; 0 reads as a dash when `dashZero` (an account with nothing on that side). */
  amount: number;
  dashZero?: boolean;
};

/** A right-aligned amount of a ledger table, in tabular numerals so the figures line up. */
export function AmountCell({ amount, dashZero = false, sx, ...rest }: AmountCellProps) {
  return (
    <TableCell
      align="right"
      {...rest}
      // Relative: the dash's hidden "Rp 0" is placed in its own cell, inside the table's sideways scroll, and never
      // widens the page beyond a phone's screen from a column scrolled out of view.
      sx={[
        { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', position: 'relative' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {dashZero && amount === 0 ? (
        <>
          <span aria-hidden="true">–</span>
          <Box component="span" sx={visuallyHidden}>
            {formatRupiah(0)}
          </Box>
        </>
      ) : (
        formatRupiah(amount)
      )}
    </TableCell>
  );
}
