import type { LoanStatusSummary } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MoneyText } from '@/components/money-text';
import { StatusChip } from '@/components/status-chip';

/** True when the summary names an application in process (docs/product/screens.md: a status exists and is not '0'). */
export function hasLoanInProcess(summary: Pick<LoanStatusSummary, 'Status'>): boolean {
  const status = summary.Status?.trim();
  return Boolean(status) && status !== '0';
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The application in process: status, purpose, amount, tenor in months, monthly instalment. */
export function LoanInProcessCard({ summary }: { summary: LoanStatusSummary }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="in-process-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography id="in-process-title" variant="h2">
          Pinjaman dalam proses
        </Typography>
        <StatusChip status={summary.Status} />
      </Stack>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Row label="Tujuan">{summary.FinancePurpose ?? '–'}</Row>
        <Row label="Jumlah pinjaman">
          <MoneyText amount={summary.ProcessAmount} sx={{ fontWeight: 'inherit' }} />
        </Row>
        <Row label="Tenor">{summary.Tenor === null ? '–' : `${summary.Tenor} bulan`}</Row>
        <Row label="Angsuran per bulan">
          <MoneyText amount={summary.InstallmentAmount} sx={{ fontWeight: 'inherit' }} />
        </Row>
      </Stack>
    </Paper>
  );
}
