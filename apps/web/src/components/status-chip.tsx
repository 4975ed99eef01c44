import { describeApplicationStatus } from '@kopkar/domain';
import { LabelChip, type LabelChipProps } from './label-chip';

export type StatusChipProps = Omit<LabelChipProps, 'label' | 'color'> & {
  /** A loan status code as received (NEW, APV, FUN, FIN/PAID, RJT, CNCL; anything else reads Unknown). */
  status: string | null | undefined;
  /** The application's counter-offer state (OfferStatus): OPEN reads "Penawaran", not the RJT's "Ditolak". */
  offerStatus?: string | null;
};

// MUI has no yellow palette colour and the theme is not forked for one chip: FIN gets its colours here,
// dark text on amber for AA contrast.
const YELLOW_SX = { bgcolor: '#FFE08A', color: '#3D2E00' } as const;

/** The loan status chip: Indonesian label and colour from the domain's `describeApplicationStatus`. */
export function StatusChip({ status, offerStatus, size = 'small', sx, ...rest }: StatusChipProps) {
  const info = describeApplicationStatus(status, offerStatus);
  const color = info.chipColor === 'yellow' ? 'default' : info.chipColor;
  return (
    <LabelChip
      {...rest}
      size={size}
      label={info.label}
      color={color}
      data-status={info.code}
      sx={[info.chipColor === 'yellow' ? YELLOW_SX : {}, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
