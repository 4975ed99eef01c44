import { describeSavingsKind, type SavingsKind } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { SkeletonBlock } from '@/components/skeleton-block';
import { TabStrip } from '@/components/tab-strip';
import { TextInputField } from '@/components/text-input-field';
import { getErrorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { enqueueSnackbar } from '@/lib/toast';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import { useToday } from '@/lib/use-today';
import { useSavingsMutations } from '../api/get-savings-mutations';
import { MutationCards, MutationTable } from './mutation-list';

const startOfYear = (today: string) => `${today.slice(0, 4)}-01-01`;

/**
 * The history's tabs, the one a member acts on first: sukarela moves with every deposit and withdrawal on this page,
 * wajib every payday, pokok twice in a membership. The first tab is the one shown on arrival, so a phone's tab strip
 * opens at its start instead of scrolled to a tab further along.
 */
const HISTORY_KINDS = ['SUKARELA', 'WAJIB', 'POKOK'] as const satisfies readonly SavingsKind[];

/**
 * The movements of one kind of simpanan (date, description, in, out, balance; cards on a phone, a table from 600 px)
 * with a date filter and pages, and the statement of every kind for the same dates as PDF or CSV.
 */
export function MutationHistory({ nik }: { nik: string }) {
  const today = useToday();
  const isPhone = useNarrowScreen('sm');
  const [jenis, setJenis] = useState<SavingsKind>(HISTORY_KINDS[0]);
  const [from, setFrom] = useState(startOfYear(today));
  const [to, setTo] = useState(today);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState('');
  const isRangeValid = !from || !to || from <= to;
  const mutations = useSavingsMutations(isRangeValid ? nik : undefined, { jenis, from, to, page });
  const data = mutations.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const List = isPhone ? MutationCards : MutationTable;

  async function download(format: 'pdf' | 'csv') {
    setDownloading(format);
    try {
      const query = new URLSearchParams({ from: from || '2000-01-01', to: to || today });
      await downloadFile(
        `/Simpanan/${encodeURIComponent(nik)}/statement.${format}?${query}`,
        `rekening-simpanan.${format}`,
      );
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    } finally {
      setDownloading('');
    }
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="mutation-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="mutation-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Riwayat Mutasi
      </Typography>
      <TabStrip
        tabs={HISTORY_KINDS.map((kind) => ({ value: kind, label: describeSavingsKind(kind) }))}
        value={jenis}
        onChange={(value) => {
          setJenis(value);
          setPage(1);
        }}
        aria-label="Jenis simpanan"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        <TextInputField
          type="date"
          label="Dari tanggal"
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            setPage(1);
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || today } }}
        />
        <TextInputField
          type="date"
          label="Sampai tanggal"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setPage(1);
          }}
          error={!isRangeValid}
          helperText={isRangeValid ? ' ' : 'Tanggal akhir harus setelah tanggal awal'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0, pt: { sm: 1 } }}>
          <Button
            variant="outlined"
            disabled={!isRangeValid || downloading !== ''}
            onClick={() => void download('pdf')}
          >
            Unduh PDF
          </Button>
          <Button
            variant="outlined"
            disabled={!isRangeValid || downloading !== ''}
            onClick={() => void download('csv')}
          >
            Unduh CSV
          </Button>
        </Stack>
      </Stack>
      <div aria-busy={mutations.isPending} aria-live="polite">
        {mutations.isError && <InlineAlert severity="error">{getErrorMessage(mutations.error)}</InlineAlert>}
        {mutations.isPending && isRangeValid && (
          <Stack spacing={1}>
            <SkeletonBlock height={36} rounded />
            <SkeletonBlock height={36} rounded />
            <SkeletonBlock height={36} rounded />
          </Stack>
        )}
        {data && data.items.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            Belum ada mutasi {describeSavingsKind(jenis)} pada rentang tanggal ini.
          </Typography>
        )}
        {data && data.items.length > 0 && (
          <List items={data.items} label={`Mutasi ${describeSavingsKind(jenis)}`} />
        )}
        {data && pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={page}
            onChange={(_event, value) => setPage(value)}
            sx={{ mt: 2 }}
            getItemAriaLabel={(type, value) =>
              type === 'page'
                ? `Halaman ${value}`
                : type === 'next'
                  ? 'Halaman berikutnya'
                  : 'Halaman sebelumnya'
            }
          />
        )}
      </div>
    </Paper>
  );
}
