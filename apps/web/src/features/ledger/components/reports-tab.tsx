import { formatDate, formatRupiah, type ReportPeriod, reportRangeQuerySchema } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { formResolver } from '@/lib/form-resolver';
import { useToday } from '@/lib/use-today';
import { useCashFlow } from '../api/get-cash-flow';
import { useEquityChanges } from '../api/get-equity-changes';
import { useFinancialPosition } from '../api/get-financial-position';
import { useOperatingResult } from '../api/get-operating-result';
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

function OperatingResultCard({ period }: { period: ReportPeriod }) {
  const statement = useOperatingResult(period);
  const data = statement.data;
  return (
    <StatementCard
      title="Perhitungan Hasil Usaha"
      caption={rangeCaption(period)}
      report="hasil-usaha"
      query={period}
      state={statement}
      facts={
        data && [
          ['Jumlah pendapatan', formatRupiah(data.totalPendapatan.current)],
          ['Jumlah beban', formatRupiah(data.beban.total.current)],
          ['Sisa hasil usaha (SHU)', formatRupiah(data.shu.current)],
        ]
      }
    />
  );
}

function CashFlowCard({ period }: { period: ReportPeriod }) {
  const statement = useCashFlow(period);
  const data = statement.data;
  return (
    <StatementCard
      title="Laporan Arus Kas"
      caption={rangeCaption(period)}
      report="arus-kas"
      query={period}
      state={statement}
      facts={
        data && [
          ['Kas awal periode', formatRupiah(data.saldoAwal.current)],
          ['Kenaikan (penurunan) kas', formatRupiah(data.kenaikanBersih.current)],
          ['Kas akhir periode', formatRupiah(data.saldoAkhir.current)],
        ]
      }
    />
  );
}

function EquityChangesCard({ period }: { period: ReportPeriod }) {
  const statement = useEquityChanges(period);
  const data = statement.data;
  return (
    <StatementCard
      title="Laporan Perubahan Ekuitas"
      caption={rangeCaption(period)}
      report="perubahan-ekuitas"
      query={period}
      state={statement}
      facts={
        data && [
          ['Ekuitas awal periode', formatRupiah(data.total.current.opening)],
          ['Hasil usaha periode', formatRupiah(data.hasilUsaha.current)],
          ['Ekuitas akhir periode', formatRupiah(data.total.current.closing)],
        ]
      }
    />
  );
}

/**
 * Laporan: the four SAK EP statements for a period (1 January to today first), each with its headline figures
 * and its PDF and Excel files; the financial position is on the period's last day. A half-typed date, or a start
 * after the end, keeps the last figures on screen.
 */
export function ReportsTab() {
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
      <Box
        component="form"
        noValidate
        aria-label="Periode laporan"
        onChange={apply}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
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
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: 3,
        }}
      >
        <FinancialPositionCard date={period.to} />
        <OperatingResultCard period={period} />
        <CashFlowCard period={period} />
        <EquityChangesCard period={period} />
      </Box>
    </Stack>
  );
}
