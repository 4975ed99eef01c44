import { checkShuYearClosed, formatDate, lastClosedFiscalYear, todayInJakarta } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { downloadShuCsv } from '../api/download-shu-csv';
import { useShuPreview } from '../api/get-shu-preview';
import { useShuYears } from '../api/get-shu-years';
import { usePostShu } from '../api/post-shu';
import { ShuDecisionSection } from '../components/staff-shu-decision-section';
import { ShuPreviewView } from '../components/staff-shu-preview-view';

/**
 * /admin/shu (ADMIN): what the books propose for a year, enter its RAT decision, preview the distribution, post it
 * once, export it as CSV.
 */
export function StaffShuPage() {
  usePageTitle('SHU · Back Office');
  const today = todayInJakarta();
  // A year's SHU is decided once the year has closed: the page opens on the latest closed one.
  const lastClosed = lastClosedFiscalYear(today);
  const [year, setYear] = useState(lastClosed);
  const notClosed = checkShuYearClosed(year, today);
  const years = useShuYears();
  const decision = years.data?.find((row) => row.year === year) ?? null;
  const preview = useShuPreview(year, decision !== null);
  const post = usePostShu();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const isPosted = Boolean(decision?.postedAt);
  const canPost = Boolean(
    preview.data && !isPosted && preview.data.undistributed === 0 && preview.data.memberCount > 0,
  );

  const confirm = () =>
    post.mutateAsync(year, {
      onSuccess: (message) => enqueueSnackbar(message, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
      onSettled: () => setConfirmOpen(false),
    });

  async function download() {
    try {
      await downloadShuCsv(year);
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    }
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h1">SHU Tahunan</Typography>
      <SectionCard title="Tahun buku">
        <TextField
          type="number"
          label="Tahun buku"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          slotProps={{ htmlInput: { min: 2000, max: lastClosed } }}
          sx={{ maxWidth: 200 }}
        />
      </SectionCard>
      {years.isLoading ? (
        <PageSkeleton />
      ) : (
        <ShuDecisionSection
          key={`${year}-${decision?.pool ?? 'baru'}-${decision?.jasaModalPercent ?? ''}`}
          year={year}
          decision={decision}
          notClosed={notClosed}
        />
      )}
      {decision && (
        <section aria-live="polite" aria-busy={preview.isLoading}>
          <SectionCard
            title={isPosted ? `Pembagian SHU ${year} (sudah diposting)` : `Pratinjau pembagian SHU ${year}`}
          >
            {preview.isLoading && <PageSkeleton />}
            {preview.isError && <Alert severity="error">{getErrorMessage(preview.error)}</Alert>}
            {preview.data && <ShuPreviewView preview={preview.data} />}
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              {!isPosted && (
                <Button
                  variant="contained"
                  disabled={!canPost || post.isPending}
                  onClick={() => setConfirmOpen(true)}
                >
                  Posting SHU
                </Button>
              )}
              <Button variant="outlined" onClick={() => void download()}>
                Unduh CSV
              </Button>
            </Stack>
          </SectionCard>
        </section>
      )}
      <SectionCard title="Tahun yang sudah diputuskan">
        {years.data && years.data.length > 0 ? (
          <List dense>
            {years.data.map((row) => (
              <ListItem key={row.year} disablePadding>
                <ListItemButton onClick={() => setYear(row.year)} selected={row.year === year}>
                  <ListItemText
                    primary={`SHU ${row.year}`}
                    secondary={`RAT ${formatDate(row.ratDate)} · ${row.postedAt ? 'sudah diposting' : 'belum diposting'}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">Belum ada keputusan RAT yang dimasukkan.</Typography>
        )}
      </SectionCard>
      <ConfirmDialog
        open={isConfirmOpen}
        title={`Posting SHU ${year}`}
        message={`Posting SHU ${year}? Setiap bagian dikreditkan ke Simpanan Sukarela anggota dan diberitahukan. Tindakan ini hanya sekali dan tidak dapat dibatalkan.`}
        confirmLabel="Ya, posting"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
