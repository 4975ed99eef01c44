import type { FundingResult } from '@kopkar/domain';
import { formatRupiah, todayInJakarta } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SectionCard } from '@/components/staff/section-card';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useFundApplication } from '../api/fund-application';
import { useFundingPreview } from '../api/get-funding-preview';
import { FundingFigures } from '../components/funding-figures';
import { describeDisbursement, FundingPayeeFacts } from '../components/funding-payee';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_REPLACEMENT = 'none';

/**
 * /admin/funding/:id — to whom (member, payroll account, application), funding date, optional running loan to
 * replace, live preview, then 'Cairkan' with a confirmation that names the payee. No payroll account: no 'Cairkan'.
 */
export function StaffFundingDetailPage() {
  usePageTitle('Pencairan · Back Office');
  const id = Number(useParams().id);
  const [fundingDate, setFundingDate] = useState(() => todayInJakarta());
  const [replace, setReplace] = useState<string>(NO_REPLACEMENT);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [result, setResult] = useState<FundingResult | null>(null);
  const request = { fundingDate, replaceAgreementId: replace === NO_REPLACEMENT ? null : Number(replace) };
  const preview = useFundingPreview(id, request, ISO_DATE.test(fundingDate) && result === null);
  const fund = useFundApplication(id);
  const figures = preview.data;

  const confirm = () =>
    fund.mutateAsync(request, {
      onSuccess: ({ result: funded, message }) => {
        setConfirmOpen(false);
        setResult(funded);
        enqueueSnackbar(message, { variant: 'success' });
      },
      onError: (error) => {
        setConfirmOpen(false);
        enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
      },
    });

  return (
    <Stack spacing={2.5}>
      <Link component={RouterLink} to={paths.staff.funding.getHref()}>
        ← Pencairan
      </Link>
      <Typography variant="h1">Pencairan pinjaman</Typography>
      <div aria-live="polite">
        {result && (
          <Alert severity="success">
            Pinjaman dicairkan. No. Perjanjian <strong>{result.AgreementNo}</strong>, total pencairan{' '}
            {formatRupiah(result.TotalPencairan)}.
          </Alert>
        )}
      </div>
      {figures && (
        <SectionCard title="Penerima">
          <FundingPayeeFacts payee={figures.payee} />
        </SectionCard>
      )}
      {result === null && (
        // Once funded the inputs mean nothing more: the figures below stay, the form goes.
        <SectionCard title="Data pencairan">
          <Stack spacing={2.5}>
            <TextField
              type="date"
              label="Tanggal pencairan"
              value={fundingDate}
              onChange={(event) => setFundingDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 240 }}
            />
            <FormControl>
              <FormLabel id="replace-label">Pinjaman berjalan yang dilunasi</FormLabel>
              <RadioGroup
                aria-labelledby="replace-label"
                value={replace}
                onChange={(e) => setReplace(e.target.value)}
              >
                <FormControlLabel value={NO_REPLACEMENT} control={<Radio />} label="Tidak ada" />
                {(figures?.runningLoans ?? []).map((loan) => (
                  <FormControlLabel
                    key={loan.id}
                    value={String(loan.id)}
                    control={<Radio />}
                    label={`${loan.AgreementNo ?? `#${loan.id}`} — sisa pokok ${formatRupiah(loan.sisapokok)}, sisa bunga ${formatRupiah(loan.sisabunga)}`}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Stack>
        </SectionCard>
      )}
      <SectionCard title="Rincian pencairan">
        <section aria-busy={preview.isFetching} aria-live="polite">
          {preview.isError && <Alert severity="error">{getErrorMessage(preview.error)}</Alert>}
          {figures ? (
            <FundingFigures preview={figures} />
          ) : (
            !preview.isError && <Skeleton variant="rounded" height={240} />
          )}
        </section>
      </SectionCard>
      {result === null && (
        <Button
          variant="contained"
          size="large"
          onClick={() => setConfirmOpen(true)}
          disabled={!figures || figures.payee.blockedReason !== null || preview.isFetching || fund.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Cairkan
        </Button>
      )}
      <ConfirmDialog
        open={isConfirmOpen}
        title="Konfirmasi pencairan"
        message={figures ? describeDisbursement(figures.payee, figures.TotalPencairan, fundingDate) : ''}
        confirmLabel="Ya, cairkan"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
