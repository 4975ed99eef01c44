import type { DeductionQuestion } from '@kopkar/domain';
import Box from '@mui/material/Box';

const STATUS_VIEWS = {
  // The text in the body colour and the border in the warning hue: MUI's warning.dark (#e65100) on white is 3.8:1,
  // under the 4.5:1 that 12 px text needs (axe, e2e/tests/deduction-question.spec.ts).
  OPEN: { label: 'Menunggu jawaban', color: 'text.primary', border: 'warning.main' },
  ANSWERED: { label: 'Dijawab', color: 'success.dark', border: 'currentColor' },
} as const satisfies Record<DeductionQuestion['status'], { label: string; color: string; border: string }>;

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
        borderColor: view.border,
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
