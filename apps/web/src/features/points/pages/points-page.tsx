import type { PointOffer } from '@kopkar/domain';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { LazyConfirmDialog, useHasBeenTrue } from '@/components/lazy-dialogs';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { useMessageDialog } from '@/components/use-message-dialog';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { usePointOffers } from '../api/get-point-offers';
import { useRedeemPoints } from '../api/redeem-points';
import { useFreshBalance } from '../api/use-fresh-balance';
import { OfferCard } from '../components/offer-card';
import { PointsBalance } from '../components/points-balance';
import { formatPoints } from '../lib/format-points';

export const REDEEM_SUCCESS_MESSAGE = 'Selamat Penukaran point anda berhasil';

/** /poins (docs/product/screens.md Points): the balance, the offers, and redeeming one after a confirmation. */
export function PointsPage() {
  usePageTitle('Poin');
  useFreshBalance();
  const user = useSession()?.user;
  const offers = usePointOffers();
  const redeem = useRedeemPoints();
  const alert = useMessageDialog();
  const [chosen, setChosen] = useState<{ offer: PointOffer; idempotencyKey: string } | null>(null);
  const hasChosen = useHasBeenTrue(chosen !== null);
  const balance = user?.poin ?? 0;

  const confirm = async () => {
    if (!chosen || !user) return;
    const { offer, idempotencyKey } = chosen;
    await redeem.mutateAsync(
      { request: { id_user: user.id, poin_id: offer.id, value: offer.Value }, idempotencyKey },
      {
        onSuccess: () => {
          setChosen(null);
          alert.show({ title: 'Berhasil!', message: REDEEM_SUCCESS_MESSAGE });
        },
        onError: (error) => {
          setChosen(null);
          alert.show({ title: 'Error!', message: getErrorMessage(error) });
        },
      },
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Poin
      </Typography>
      <Stack spacing={3}>
        <PointsBalance
          balance={balance}
          action={
            <Button
              component={RouterLink}
              to={paths.pointHistory.getHref()}
              variant="outlined"
              startIcon={<HistoryOutlined />}
              sx={{ color: 'inherit', borderColor: 'currentColor', bgcolor: 'transparent' }}
            >
              Riwayat Poin
            </Button>
          }
        />
        <section aria-labelledby="offers-heading" aria-busy={offers.isPending}>
          <Typography id="offers-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Tukar poin Anda
          </Typography>
          {offers.isPending && <OfferSkeletons />}
          {offers.isError && <InlineAlert severity="error">{getErrorMessage(offers.error)}</InlineAlert>}
          {offers.data?.length === 0 && (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography gutterBottom>Belum ada penawaran poin saat ini.</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Poin Anda tetap tersimpan. Bayar angsuran tepat waktu untuk menambah poin, lalu kembali lagi
                nanti.
              </Typography>
              <Button component={RouterLink} to={paths.pointHistory.getHref()} variant="outlined">
                Lihat riwayat poin
              </Button>
            </Paper>
          )}
          {offers.data && offers.data.length > 0 && (
            <Grid
              container
              spacing={2}
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label="Penawaran poin"
            >
              {offers.data.map((offer, index) => (
                <Grid key={offer.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                  <OfferCard
                    isFirst={index === 0}
                    offer={offer}
                    balance={balance}
                    onRedeem={(picked) => setChosen({ offer: picked, idempotencyKey: crypto.randomUUID() })}
                  />
                </Grid>
              ))}
            </Grid>
          )}
        </section>
      </Stack>
      {hasChosen && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={chosen !== null}
            title="Konfirmasi Penukaran"
            message={
              chosen ? `Tukar ${formatPoints(chosen.offer.Value)} poin dengan ${chosen.offer.Title}?` : ''
            }
            confirmLabel="Tukar"
            onCancel={() => setChosen(null)}
            onConfirm={confirm}
          />
        </Suspense>
      )}
      {alert.dialog}
    </Container>
  );
}

function OfferSkeletons() {
  return (
    <Grid container spacing={2}>
      {[1, 2, 3].map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
          <Stack spacing={1}>
            <SkeletonBlock height={180} rounded />
            <SkeletonBlock width="70%" />
            <SkeletonBlock width="40%" />
          </Stack>
        </Grid>
      ))}
    </Grid>
  );
}
