import { formatDate, formatPeriod, type SalaryDeduction, type SalaryDeductionLine } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useHasBeenTrue } from '@/components/lazy-dialogs';
import { DeductionLines } from './deduction-lines';
import { QuestionStatusChip } from './question-status-chip';

// The dialog (MUI Modal, react-hook-form, the zod rules) loads when the member first asks about a line:
// /potongan-gaji's first load stays within its budget (packages/page-weight/src/budgets.ts).
const DeductionQuestionDialog = lazy(() =>
  import('./deduction-question-dialog').then((m) => ({ default: m.DeductionQuestionDialog })),
);

/** The line asked about and which opening of the dialog this is (a fresh dialog each time). */
type Asking = { line: SalaryDeductionLine; opening: number };

/**
 * The coming period's deduction, line by line, each with "Ajukan keberatan" before the cut-off, or "Menunggu
 * jawaban" while the member's question on it is open (one open question per line).
 */
export function ComingDeduction({ nik, deduction }: { nik: string; deduction: SalaryDeduction }) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [isOpen, setOpen] = useState(false);
  const hasOpened = useHasBeenTrue(isOpen);
  const openKeys = new Set(
    deduction.questions
      .filter((question) => question.status === 'OPEN' && question.period === deduction.period)
      .map((question) => question.lineKey),
  );

  const ask = (line: SalaryDeductionLine) => {
    setAsking((previous) => ({ line, opening: (previous?.opening ?? 0) + 1 }));
    setOpen(true);
  };

  const renderLineAction = (line: SalaryDeductionLine) =>
    openKeys.has(line.key) ? (
      <QuestionStatusChip status="OPEN" />
    ) : (
      <Button
        size="small"
        onClick={() => ask(line)}
        aria-label={`Ajukan keberatan: ${line.description}`}
        sx={{ ml: -0.75, py: 0, minHeight: 0 }}
      >
        Ajukan keberatan
      </Button>
    );

  return (
    <Paper component="section" variant="outlined" aria-labelledby="coming-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="coming-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Potongan periode {formatPeriod(deduction.period)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Tanggal potong {formatDate(deduction.payday)}
      </Typography>
      {deduction.lines.length === 0 ? (
        <Typography>Tidak ada potongan gaji untuk periode ini.</Typography>
      ) : (
        <DeductionLines
          lines={deduction.lines}
          total={deduction.total}
          totalLabel="Total potongan gaji"
          renderLineAction={renderLineAction}
        />
      )}
      {hasOpened && asking && (
        <Suspense fallback={null}>
          <DeductionQuestionDialog
            key={asking.opening}
            open={isOpen}
            nik={nik}
            period={deduction.period}
            line={asking.line}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
