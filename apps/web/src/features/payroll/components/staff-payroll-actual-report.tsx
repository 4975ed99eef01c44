import { ACTUAL_OUTCOME_LABELS, formatRupiah, type PayrollActualReport } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { ScrollTable } from '@/components/staff/scroll-table';
import { FactList } from '@/components/staff/section-card';
import { PayrollActualExceptions } from './staff-payroll-actual-exceptions';
import { PayrollSummaryFacts } from './staff-payroll-summary-facts';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A part of a report (this one, the reconciliation): a `section` named by its small heading. */
export function ReportPart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function OutcomesTable({ outcomes }: { outcomes: PayrollActualReport['outcomes'] }) {
  return (
    <ScrollTable label="Hasil pencocokan per jenis">
      <TableHead>
        <TableRow>
          <TableCell>Hasil</TableCell>
          <TableCell align="right">Karyawan</TableCell>
          <TableCell align="right">Diinstruksikan</TableCell>
          <TableCell align="right">Dipotong</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {outcomes.map((row) => (
          <TableRow key={row.outcome}>
            <TableCell component="th" scope="row">
              {ACTUAL_OUTCOME_LABELS[row.outcome]}
            </TableCell>
            <TableCell align="right" sx={figure}>
              {row.count.toLocaleString('id-ID')}
            </TableCell>
            <TableCell align="right" sx={figure}>
              {formatRupiah(row.instructed)}
            </TableCell>
            <TableCell align="right" sx={figure}>
              {formatRupiah(row.deducted)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/**
 * HR's file matched against the frozen instruction: the totals, each outcome, the employees whose deduction differs
 * and what the posting books (or, `isPosted` by this reply or before it, booked).
 */
export function PayrollActualReportView({
  report,
  isPosted,
}: {
  report: PayrollActualReport;
  isPosted: boolean;
}) {
  return (
    <Stack spacing={3}>
      <Box sx={{ '& dd': figure }}>
        <FactList
          facts={[
            ['Versi instruksi', report.instructionVersion],
            ['Diinstruksikan', formatRupiah(report.instructed)],
            ['Dipotong', formatRupiah(report.deducted)],
            ['Kekurangan (tunggakan)', formatRupiah(report.shortfall)],
            ['Sisa ke sukarela', formatRupiah(report.toSukarela)],
            ['NIK tak dikenal (tidak dibukukan)', formatRupiah(report.unknown)],
          ]}
        />
      </Box>
      <ReportPart title="Per hasil">
        <OutcomesTable outcomes={report.outcomes} />
      </ReportPart>
      <ReportPart title="Karyawan yang potongannya berbeda">
        <PayrollActualExceptions exceptions={report.exceptions} exceptionCount={report.exceptionCount} />
      </ReportPart>
      <ReportPart
        title={isPosted || report.summary.alreadyPosted ? 'Yang sudah dibukukan' : 'Yang akan dibukukan'}
      >
        <PayrollSummaryFacts summary={report.summary} />
      </ReportPart>
    </Stack>
  );
}
