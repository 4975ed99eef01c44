import { formatDate, formatRupiah, type ReportPeriod, reportRangeQuerySchema } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { formResolver } from '@/lib/form-resolver';
import { useToday } from '@/lib/use-today';
import type { LedgerReportName } from '../api/download-ledger-report';
import { useCashFlow } from '../api/get-cash-flow';
import { useEquityChanges } from '../api/get-equity-changes';
import { useFinancialPosition } from '../api/get-financial-position';
import { useOperatingResult } from '../api/get-operating-result';
import { AccountBookCard } from './account-book-card';
import { AutoApplyForm } from './auto-apply-form';
import { StatementCard } from './statement-card';

/** The calls' own range rule (real days, `from` on or before `to`), both required. */
const periodFormSchema = reportRangeQuerySchema.required();

const rangeCaption = (period: ReportPeriod) => `${formatDate(period.from)} s.d. ${formatDate(period.to)}`;

function FinancialPositionCard({ date }: { date: string }) {
  const statement = useFinancialPosition(date);
  const data = statement.data;
  return (
    <StatementCard
      title="Laporan Posisi Keuangan"
      caption={`Per ${formatDate(date)}`}
      report="posisi-keuangan"
      query={{ date }}
      state={statement}
      facts={
        data && [
          ['Jumlah aset', formatRupiah(data.aset.total.current)],
          ['Jumlah liabilitas dan ekuitas', formatRupiah(data.totalLiabilitasEkuitas.current)],
          ['Keseimbangan', data.isBalanced ? 'Seimbang' : 'Tidak seimbang'],
        ]
      }
    />
  );
}

/** A statement over the period: its hook, and the headline figures read from its reply. */
type RangeStatement<Reply> = {
  report: LedgerReportName;
  title: string;
  useStatement: (period: ReportPeriod) => { data: Reply | undefined; isLoading: boolean; error: unknown };
  factsOf: (data: Reply) => [string, string][];
};

const rangeStatement = <Reply,>(statement: RangeStatement<Reply>) => statement;

const RANGE_STATEMENTS = {
  operatingResult: rangeStatement({
    report: 'hasil-usaha',
    title: 'Perhitungan Hasil Usaha',
    useStatement: useOperatingResult,
    factsOf: (data) => [
      ['Jumlah pendapatan', formatRupiah(data.totalPendapatan.current)],
      ['Jumlah beban', formatRupiah(data.beban.total.current)],
      ['Sisa hasil usaha (SHU)', formatRupiah(data.shu.current)],
    ],
  }),
  cashFlow: rangeStatement({
    report: 'arus-kas',
    title: 'Laporan Arus Kas',
    useStatement: useCashFlow,
    factsOf: (data) => [
      ['Kas awal periode', formatRupiah(data.saldoAwal.current)],
      ['Kenaikan (penurunan) kas', formatRupiah(data.kenaikanBersih.current)],
      ['Kas akhir periode', formatRupiah(data.saldoAkhir.current)],
    ],
  }),
  equityChanges: rangeStatement({
    report: 'perubahan-ekuitas',
    title: 'Laporan Perubahan Ekuitas',
    useStatement: useEquityChanges,
    factsOf: (data) => [
      ['Ekuitas awal periode', formatRupiah(data.total.current.opening)],
      ['Hasil usaha periode', formatRupiah(data.hasilUsaha.current)],
      ['Ekuitas akhir periode', formatRupiah(data.total.current.closing)],
    ],
  }),
};

function RangeStatementCard<Reply>({
  period,
  statement,
}: {
  period: ReportPeriod;
  statement: RangeStatement<Reply>;
}) {
  const state = statement.useStatement(period);
  return (
    <StatementCard
      title={statement.title}
      caption={rangeCaption(period)}
      report={statement.report}
      query={period}
      state={state}
      facts={state.data && statement.factsOf(state.data)}
    />
  );
}

/**
 * Laporan: the four SAK EP statements for a period (1 January to today first), each with its headline figures
 * and its PDF and Excel files; the financial position is on the period's last day; then the buku besar of one
 * account over the period (opened on `initialAccount` when given). A half-typed date, or a start after the end,
 * keeps the last figures on screen.
 */
export function ReportsTab({ initialAccount = null }: { initialAccount?: string | null }) {
  const today = useToday();
  const [period, setPeriod] = useState<ReportPeriod>({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const { control, handleSubmit } = useForm({
    resolver: formResolver(periodFormSchema),
    defaultValues: period,
    mode: 'onChange',
  });
  const apply = () => void handleSubmit((values) => setPeriod({ from: values.from, to: values.to }))();
  const fieldSx = { flex: '1 1 11rem', minWidth: 0, maxWidth: { sm: 260 } } as const;

  return (
    <Stack spacing={3}>
      <AutoApplyForm label="Periode laporan" onApply={apply}>
        <FormTextField
          control={control}
          name="from"
          type="date"
          label="Dari tanggal"
          slotProps={{ inputLabel: { shrink: true } }}
          sx={fieldSx}
        />
        <FormTextField
          control={control}
          name="to"
          type="date"
          label="Sampai tanggal"
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Posisi keuangan disusun per tanggal ini"
          sx={fieldSx}
        />
      </AutoApplyForm>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: 3,
        }}
      >
        <FinancialPositionCard date={period.to} />
        <RangeStatementCard period={period} statement={RANGE_STATEMENTS.operatingResult} />
        <RangeStatementCard period={period} statement={RANGE_STATEMENTS.cashFlow} />
        <RangeStatementCard period={period} statement={RANGE_STATEMENTS.equityChanges} />
      </Box>
      <AccountBookCard period={period} initialAccount={initialAccount} />
    </Stack>
  );
}
