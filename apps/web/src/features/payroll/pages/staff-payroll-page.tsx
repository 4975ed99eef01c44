import { formatDate, formatPeriod, todayInJakarta } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/page-title';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { downloadPayrollReport } from '../api/download-payroll-report';
import { usePayrollPeriods } from '../api/get-payroll-periods';
import { usePostPayroll } from '../api/post-payroll';
import { usePreviewPayroll } from '../api/preview-payroll';
import { DeductionQuestionsSection } from '../components/staff-deduction-questions-section';
import { EmployerTransferSection } from '../components/staff-employer-transfer-section';
import { PayrollActualSection } from '../components/staff-payroll-actual-section';
import { PayrollInstructionSection } from '../components/staff-payroll-instruction-section';
import { PayrollReconciliationSection } from '../components/staff-payroll-reconciliation-section';
import { PayrollSummaryFacts } from '../components/staff-payroll-summary-facts';

/**
 * /admin/payroll: a month's deduction instruction for HR, HR's file of the actual deductions (preview, then post:
 * partial deductions become arrears), the posting without HR's file (a failed-deduction list), the employer's
 * transfers of a posted month, its reconciliation with HR's file, the reports of posted months, and members' questions on their deductions.
 */
export function StaffPayrollPage() {
  usePageTitle('Posting Payroll · Back Office');
  const [period, setPeriod] = useState(todayInJakarta().slice(0, 7));
  const [failedCsv, setFailedCsv] = useState('');
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const periods = usePayrollPeriods();
  const preview = usePreviewPayroll();
  const post = usePostPayroll();
  const request = { period, failedCsv: failedCsv.trim() || undefined };
  const previewed = preview.data?.period === period ? preview.data : null;
  const isPosted = Boolean(periods.data?.some((row) => row.period === period && row.postedAt));

  const confirm = () =>
    post.mutateAsync(request, {
      onSuccess: ({ message }) => enqueueSnackbar(message, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
      onSettled: () => setConfirmOpen(false),
    });

  return (
    <Stack spacing={3}>
      <Typography variant="h1">Posting Payroll</Typography>
      <SectionCard title="Periode">
        <Stack spacing={2}>
          <TextField
            type="month"
            label="Periode"
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText="Periode yang sudah diposting menampilkan transfer dari perusahaan"
            sx={{ maxWidth: 320 }}
          />
          <TextField
            label="Potongan gagal (opsional): satu NIK per baris"
            value={failedCsv}
            onChange={(event) => setFailedCsv(event.target.value)}
            multiline
            minRows={3}
            helperText="Anggota dalam daftar ini dilewati: angsuran, iuran dan poinnya tidak diposting."
          />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => preview.mutate(request)} disabled={preview.isPending}>
              Pratinjau
            </Button>
            <Button
              variant="contained"
              onClick={() => setConfirmOpen(true)}
              disabled={!previewed || previewed.alreadyPosted || post.isPending}
            >
              Posting
            </Button>
          </Stack>
        </Stack>
      </SectionCard>
      <section aria-live="polite">
        {preview.isError && <Alert severity="error">{getErrorMessage(preview.error)}</Alert>}
        {post.data && <Alert severity="success">{post.data.message}</Alert>}
        {previewed && (
          <SectionCard title={previewed.alreadyPosted ? 'Sudah diposting' : 'Pratinjau'}>
            <PayrollSummaryFacts summary={previewed} />
          </SectionCard>
        )}
      </section>
      <DeductionQuestionsSection />
      {!isPosted && <PayrollInstructionSection period={period} />}
      <PayrollActualSection period={period} isPosted={isPosted} />
      {isPosted && <EmployerTransferSection key={`transfers-${period}`} period={period} />}
      {isPosted && <PayrollReconciliationSection key={`reconciliation-${period}`} period={period} />}
      <SectionCard title="Periode yang sudah diposting">
        {periods.data?.some((row) => row.postedAt) ? (
          <List dense>
            {periods.data
              .filter((row) => row.postedAt)
              .map((row) => (
                <ListItem
                  key={row.period}
                  secondaryAction={
                    <Button onClick={() => void downloadPayrollReport(row.period)}>Unduh CSV</Button>
                  }
                >
                  <ListItemText
                    primary={formatPeriod(row.period)}
                    secondary={`Tanggal potong ${formatDate(row.cutOffDate)}`}
                  />
                </ListItem>
              ))}
          </List>
        ) : (
          <Typography color="text.secondary">Belum ada periode yang diposting.</Typography>
        )}
      </SectionCard>
      <ConfirmDialog
        open={isConfirmOpen}
        title="Posting payroll"
        message={`Posting payroll ${formatPeriod(period)}? Angsuran ditandai lunas, iuran dan poin ditambahkan. Tindakan ini tidak dapat dibatalkan.`}
        confirmLabel="Ya, posting"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
