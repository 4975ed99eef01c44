import type { DeductionQuestion } from '@kopkar/domain';
import Box from '@mui/material/Box';

const STATUS_VIEWS = {
  OPEN: { label: 'Menunggu jawaban', color: 'warning.dark' },
  ANSWERED: { label: 'Dijawab', color: 'success.dark' },
} as const satisfies Record<DeductionQuestion['status'], { label: string; color: string }>;

/**
 * A question's status in a word or two, drawn like a small outlined chip. Not MUI's Chip: its 2.6 kB gzip would
 * take /potongan-gaji past its initial-JS budget (packages/page-weight/src/budgets.ts) for a label.
 */
export function QuestionStatusChip({ status }: { status: DeductionQuestion['status'] }) {
  const view = STATUS_VIEWS[status];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        border: 1,
        borderColor: 'currentColor',
        borderRadius: 4,
        color: view.color,
        typography: 'caption',
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
      }}
    >
      {view.label}
    </Box>
  );
}
