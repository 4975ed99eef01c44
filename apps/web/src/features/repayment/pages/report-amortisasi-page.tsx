import { type AmortisationReport, describeSettledBy, formatRupiah } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { useHasBeenTrue } from '@/components/lazy-dialogs';
import { LoanBalanceFigures } from '@/components/loan-balance-figures';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { TextInputField } from '@/components/text-input-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import { useAmortisation } from '../api/get-amortisation';
import { useSettlementStatus } from '../api/get-settlement-status';
import { PrincipalChart } from '../components/principal-chart';
import { ScheduleDownloads } from '../components/schedule-downloads';
import { ScheduleCards, ScheduleTable } from '../components/schedule-view';
import { buildChartPoints, buildScheduleRows, filterScheduleRows } from '../lib/schedule-rows';
import { describeSettlementView, isLoanSettled } from '../lib/settlement-view';

// The settlement dialog (its form, upload field and MUI Modal) loads when the member first opens it
// (docs/conventions.md rule 20): most visits only read the schedule.
const SettlementDialog = lazy(() =>
  import('../components/settlement-dialog').then((m) => ({ default: m.SettlementDialog })),
);

function HeaderFacts({ header }: { header: AmortisationReport['header'] }) {
  const facts: [string, string][] = [
    ['Nama', header.EmployeeName],
    ['NIK', header.NIK],
    ['No. Perjanjian', header.AgreementNo],
    ['Total Pinjaman', formatRupiah(header.LoanAmount)],
    ['Tenor', `${header.Tenor} bulan`],
    ['Tujuan', header.FinancePurpose],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: 'inherit', opacity: 0.8 }}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

/** /report-amortisasi/:AgreementNo (docs/product/screens.md): the loan's facts, schedule, picture and the settlement action. */
export function ReportAmortisasiPage() {
  usePageTitle('Jadwal Angsuran');
  const { AgreementNo = '' } = useParams();
  const navigate = useNavigate();
  const report = useAmortisation(AgreementNo);
  const status = useSettlementStatus(AgreementNo);
  const isPhone = useNarrowScreen('md');
  const [query, setQuery] = useState('');
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const hasOpenedDialog = useHasBeenTrue(isDialogOpen);
  const rows = useMemo(() => (report.data ? buildScheduleRows(report.data) : []), [report.data]);
  const visible = filterScheduleRows(rows, query);
  const view = describeSettlementView(status.data);
  const isSettled = isLoanSettled(report.data?.LoanStatus, status.data);
  const View = isPhone ? ScheduleCards : ScheduleTable;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button onClick={() => void navigate(-1)} sx={{ mb: 1 }}>
        ← Kembali
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h1">Jadwal Angsuran</Typography>
        {status.data && report.data && !isSettled && !view.action.isHidden && (
          <Button variant="contained" disabled={view.action.isDisabled} onClick={() => setIsDialogOpen(true)}>
            {view.action.label}
          </Button>
        )}
      </Stack>
      <div aria-busy={report.isPending} aria-live="polite">
        {report.isPending && (
          <Stack spacing={1.5}>
            <SkeletonBlock height={160} rounded />
            <SkeletonBlock height={120} rounded />
            <SkeletonBlock height={48} rounded />
            <SkeletonBlock height={48} rounded />
          </Stack>
        )}
        {report.isError && <InlineAlert severity="error">{getErrorMessage(report.error)}</InlineAlert>}
        {report.data && (
          <Stack spacing={2.5}>
            <HeaderFacts header={report.data.header} />
            <Paper variant="outlined" component="section" aria-labelledby="loan-balance-title" sx={{ p: 2 }}>
              <Typography id="loan-balance-title" variant="h2" gutterBottom>
                Saldo Pinjaman
              </Typography>
              <LoanBalanceFigures balance={report.data.Saldo} amountLabel="Jumlah pinjaman" />
            </Paper>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={paths.repayment.getHref(AgreementNo)} variant="outlined">
                Riwayat pembayaran
              </Button>
              <ScheduleDownloads agreementNo={AgreementNo} isSettled={isSettled} />
            </Stack>
            {report.data.Pelunasan && (
              <InlineAlert severity="info">
                {describeSettledBy(report.data.Pelunasan)} Angsuran bertanda Dilunasi ditutup oleh pelunasan
                ini.
              </InlineAlert>
            )}
            <PrincipalChart points={buildChartPoints(rows)} />
            <TextInputField
              type="search"
              label="Cari angsuran"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              size="small"
            />
            {visible.length === 0 ? (
              <Typography>Tidak ada angsuran yang cocok.</Typography>
            ) : (
              <View rows={visible} />
            )}
          </Stack>
        )}
      </div>
      {status.data && hasOpenedDialog && (
        <Suspense fallback={null}>
          <SettlementDialog
            open={isDialogOpen}
            agreementNo={AgreementNo}
            agreementId={report.data?.AgreementId ?? null}
            status={status.data}
            onClose={() => setIsDialogOpen(false)}
          />
        </Suspense>
      )}
    </Container>
  );
}
