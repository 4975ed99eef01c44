import { formatRupiah, type PayrollReconciliation } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SkeletonBlock } from '@/components/skeleton-block';
import { DownloadButtons } from '@/components/staff/download-buttons';
import { ScrollTable } from '@/components/staff/scroll-table';
import { FactList, SectionCard } from '@/components/staff/section-card';
import { visuallyHidden } from '@/components/visually-hidden';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import {
  downloadPayrollReconciliation,
  type ReconciliationFormat,
  usePayrollReconciliation,
} from '../api/get-payroll-reconciliation';
import { PayrollActualExceptions } from './staff-payroll-actual-exceptions';
import { ReportPart } from './staff-payroll-actual-report';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const FORMAT_LABELS: Readonly<Record<ReconciliationFormat, string>> = { csv: 'CSV', pdf: 'PDF' };
/** The page lists at most this many differences; the CSV holds them all. */
export const RECONCILIATION_DIFFERENCES_SHOWN = 100;
const COMPANY_AMOUNTS = ['instructed', 'deducted', 'posted'] as const;

function ReconciliationSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        Memuat rekonsiliasi…
      </Box>
      <SkeletonBlock height={120} rounded />
      <SkeletonBlock width="60%" />
      <SkeletonBlock width="50%" />
      <SkeletonBlock height={96} rounded />
    </Stack>
  );
}

function CompaniesTable({ reconciliation }: { reconciliation: PayrollReconciliation }) {
  const { companies, totals } = reconciliation;
  const employees = companies.reduce((sum, row) => sum + row.employees, 0);
  return (
    <ScrollTable label="Rekonsiliasi per perusahaan">
      <TableHead>
        <TableRow>
          <TableCell>Perusahaan</TableCell>
          <TableCell align="right">Karyawan</TableCell>
          <TableCell align="right">Diinstruksikan</TableCell>
          <TableCell align="right">Dipotong</TableCell>
          <TableCell align="right">Diposting</TableCell>
          <TableCell align="right">Selisih</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {companies.map((row) => (
          <TableRow key={row.company}>
            <TableCell component="th" scope="row">
              {row.name} ({row.company})
            </TableCell>
            <TableCell align="right" sx={figure}>
              {row.employees.toLocaleString('id-ID')}
            </TableCell>
            {COMPANY_AMOUNTS.map((amount) => (
              <TableCell key={amount} align="right" sx={figure}>
                {formatRupiah(row[amount])}
              </TableCell>
            ))}
            <TableCell align="right" sx={figure}>
              {row.differences.toLocaleString('id-ID')}
            </TableCell>
          </TableRow>
        ))}
        <TableRow sx={{ '& th, & td': { fontWeight: 700 } }}>
          <TableCell component="th" scope="row">
            Total
          </TableCell>
          <TableCell align="right" sx={figure}>
            {employees.toLocaleString('id-ID')}
          </TableCell>
          {COMPANY_AMOUNTS.map((amount) => (
            <TableCell key={amount} align="right" sx={figure}>
              {formatRupiah(totals[amount])}
            </TableCell>
          ))}
          <TableCell align="right" sx={figure}>
            {totals.differences.toLocaleString('id-ID')}
          </TableCell>
        </TableRow>
      </TableBody>
    </ScrollTable>
  );
}

/** 409: the period was posted without HR's file, so there is nothing to reconcile; an answer, not a failure. */
const isNothingToReconcile = (error: unknown) => error instanceof ApiError && error.code === 409;

/**
 * "Rekonsiliasi Potongan" of a period posted from HR's file (FINANCE): per company what the frozen instruction asked,
 * what HR deducted and what the posting booked; the employer's transfers against what the posting left on piutang
 * potongan gaji; every member whose deduction differs; and the whole of it as CSV or PDF.
 */
export function PayrollReconciliationSection({ period }: { period: string }) {
  const reconciliation = usePayrollReconciliation(period);
  const data = reconciliation.data;
  return (
    <SectionCard title="Rekonsiliasi Potongan">
      {reconciliation.isPending && <ReconciliationSkeleton />}
      {reconciliation.isError &&
        (isNothingToReconcile(reconciliation.error) ? (
          <Alert severity="info">{getErrorMessage(reconciliation.error)}</Alert>
        ) : (
          <Alert severity="error">{getErrorMessage(reconciliation.error)}</Alert>
        ))}
      {data && (
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            Dicocokkan dengan instruksi versi {data.instructionVersion}.
          </Typography>
          <ReportPart title="Per perusahaan">
            <CompaniesTable reconciliation={data} />
          </ReportPart>
          <ReportPart title="Transfer dan piutang potongan gaji">
            <Box sx={{ '& dd': figure }}>
              <FactList
                facts={[
                  ['Diposting ke piutang', formatRupiah(data.transfers.posted)],
                  ['Diterima', formatRupiah(data.transfers.received)],
                  ['Belum diterima', formatRupiah(data.transfers.outstanding)],
                ]}
              />
            </Box>
          </ReportPart>
          <ReportPart title="Karyawan yang potongannya berselisih">
            <PayrollActualExceptions
              exceptions={data.differences.slice(0, RECONCILIATION_DIFFERENCES_SHOWN)}
              exceptionCount={data.differences.length}
              label="Karyawan yang potongannya berselisih"
              restHint="; unduh CSV untuk semua"
            />
          </ReportPart>
          <DownloadButtons
            labels={FORMAT_LABELS}
            subject="rekonsiliasi potongan"
            download={(format) => downloadPayrollReconciliation(period, format)}
          />
        </Stack>
      )}
    </SectionCard>
  );
}
