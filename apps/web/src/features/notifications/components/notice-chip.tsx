import { describeNotice } from '@kopkar/domain';
import { LabelChip } from '@/components/label-chip';

// As on the loan status chip: MUI has no yellow, so a finished loan's chip gets dark text on amber (AA contrast).
const YELLOW_SX = { bgcolor: '#FFE08A', color: '#3D2E00' } as const;

/** The chip of a notification: what kind of news it is, in Indonesian and its colour (domain NOTICE_KINDS). */
export function NoticeChip({ header }: { header: string }) {
  const kind = describeNotice(header);
  return (
    <LabelChip
      size="small"
      label={kind.label}
      color={kind.tone === 'yellow' ? 'default' : kind.tone}
      sx={kind.tone === 'yellow' ? YELLOW_SX : undefined}
    />
  );
}
