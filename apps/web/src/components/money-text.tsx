import { formatRupiah } from '@kopkar/domain';
import Typography, { type TypographyProps } from '@mui/material/Typography';

export type MoneyTextProps = Omit<TypographyProps, 'children'> & {
  /** Integer Rupiah. `null`/`undefined` renders a dash (a figure the server has not set yet). */
  amount: number | null | undefined;
};

/**
 * An amount in Rupiah (`Rp 1.500.000`) with tabular numerals so figures line up in cards and tables.
 * Renders inline (`span`) unless a `component` is given; all Typography props pass through. Without a `variant` it
 * takes the font of the text around it, so "Sisa pokok Rp … + bunga Rp …" reads in one size.
 */
export function MoneyText({ amount, component = 'span', variant = 'inherit', sx, ...rest }: MoneyTextProps) {
  const text = amount === null || amount === undefined ? '–' : formatRupiah(amount);
  return (
    <Typography
      component={component}
      variant={variant}
      {...rest}
      sx={[{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {text}
    </Typography>
  );
}
