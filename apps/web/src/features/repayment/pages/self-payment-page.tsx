import { formatRupiah } from '@kopkar/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { usePublicSettings } from '@/lib/public-settings';
import { enqueueSnackbar } from '@/lib/toast';
import { useSettlementStatus } from '../api/get-settlement-status';
import { agreementStorage } from '../lib/agreement-storage';
import { copyText } from '../lib/copy-text';
import { buildPaymentInstructions } from '../lib/payment-instructions';

async function copy(text: string) {
  const ok = await copyText(text);
  enqueueSnackbar(ok ? 'Disalin' : 'Gagal menyalin', { variant: ok ? 'success' : 'error' });
}

function CopyRow({ label, value, copyValue }: { label: string; value: string; copyValue: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
      <div>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="div" variant="h3" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
      </div>
      <Button
        variant="outlined"
        size="small"
        onClick={() => void copy(copyValue)}
        aria-label={`Salin ${label}`}
      >
        Salin
      </Button>
    </Stack>
  );
}

/** /self-payment (docs/product/screens.md): the amount to pay, the virtual account and how to pay through each channel. */
export function SelfPaymentPage() {
  usePageTitle('Pembayaran Mandiri');
  const [params] = useSearchParams();
  const an = params.get('an') ?? agreementStorage.read();
  const status = useSettlementStatus(an);
  const settings = usePublicSettings();
  const amount = status.data?.TotalPelunasan ?? 0;
  const vaNumber = settings.data?.vaNumber ?? '';
  const instructions = buildPaymentInstructions(vaNumber, formatRupiah(amount));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Pembayaran Mandiri
      </Typography>
      {an === '' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>Belum ada pinjaman yang dipilih untuk dilunasi.</Typography>
          <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
            Kembali ke Home
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3} aria-live="polite" aria-busy={status.isPending || settings.isPending}>
          {(status.isPending || settings.isPending) && <SkeletonBlock height={180} rounded />}
          {status.isError && <InlineAlert severity="error">{getErrorMessage(status.error)}</InlineAlert>}
          {status.data && settings.data && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={2}>
                <CopyRow label="Total pembayaran" value={formatRupiah(amount)} copyValue={String(amount)} />
                <CopyRow label="Nomor virtual account" value={vaNumber} copyValue={vaNumber} />
                <div>
                  <Typography variant="body2" color="text.secondary">
                    Nama rekening
                  </Typography>
                  <Typography variant="h3">{settings.data.vaName}</Typography>
                </div>
              </Stack>
            </Paper>
          )}
          <section aria-labelledby="how-to-pay">
            <Typography id="how-to-pay" variant="h2" gutterBottom>
              Cara Pembayaran
            </Typography>
            {instructions.map((instruction) => (
              <Accordion key={instruction.title} disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography component="span">{instruction.title}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <ol style={{ margin: 0, paddingLeft: 20 }}>
                    {instruction.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </AccordionDetails>
              </Accordion>
            ))}
          </section>
          <Button component={RouterLink} to={paths.repayment.getHref(an)} sx={{ alignSelf: 'flex-start' }}>
            Upload bukti transfer
          </Button>
        </Stack>
      )}
    </Container>
  );
}
