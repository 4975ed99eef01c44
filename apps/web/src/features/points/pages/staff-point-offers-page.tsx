import type { AdminPointOffer } from '@kopkar/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { getErrorMessage } from '@/lib/api-client';
import { useContentImageUrl } from '@/lib/content-image-url';
import { useStaffPointOffers } from '../api/get-staff-point-offers';
import { StaffPointOfferDialog } from '../components/staff-point-offer-dialog';

/** /admin/point-offers (EDITOR): the offers members redeem points for, active or not. */
export function StaffPointOffersPage() {
  usePageTitle('Penawaran Poin · Back Office');
  const offers = useStaffPointOffers();
  const [editing, setEditing] = useState<{ offer: AdminPointOffer | null } | null>(null);

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h1">Penawaran Poin</Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ offer: null })}>
          Tambah Penawaran
        </Button>
      </Stack>
      {offers.isPending && <PageSkeleton />}
      {offers.isError && <Alert severity="error">{getErrorMessage(offers.error)}</Alert>}
      {offers.data?.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>
            Belum ada penawaran. Tambahkan penawaran pertama agar anggota dapat menukar poin.
          </Typography>
        </Paper>
      )}
      {offers.data && offers.data.length > 0 && (
        <Grid
          container
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Daftar penawaran poin"
        >
          {offers.data.map((offer) => (
            <Grid key={offer.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <OfferStaffCard offer={offer} onEdit={() => setEditing({ offer })} />
            </Grid>
          ))}
        </Grid>
      )}
      <StaffPointOfferDialog
        open={editing !== null}
        offer={editing?.offer ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

function OfferStaffCard({ offer, onEdit }: { offer: AdminPointOffer; onEdit: () => void }) {
  const imageSrc = useContentImageUrl(offer.imageUrl);
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ aspectRatio: { xs: '2 / 1', sm: '16 / 9' }, bgcolor: 'action.hover' }}>
        {imageSrc && (
          <Box
            component="img"
            src={imageSrc}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}
        >
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            {offer.title}
          </Typography>
          <Chip
            size="small"
            label={offer.isActive ? 'Aktif' : 'Nonaktif'}
            color={offer.isActive ? 'success' : 'default'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {offer.description || '–'}
        </Typography>
        <Typography variant="body2">
          {offer.value.toLocaleString('id-ID')} poin · berlaku {offer.validityMonths} bulan
        </Typography>
        <Typography variant="body2">
          Stok: {offer.stock === null ? 'tanpa batas' : offer.stock} · ditukar {offer.redeemedCount}×
        </Typography>
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" onClick={onEdit} aria-label={`Ubah ${offer.title}`}>
          Ubah
        </Button>
      </Box>
    </Card>
  );
}
