import { canRedeemOffer, type PointOffer } from '@kopkar/domain';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LabelChip } from '@/components/label-chip';
import { formatPoints } from '../lib/format-points';

type OfferCardProps = {
  offer: PointOffer;
  balance: number;
  onRedeem: (offer: PointOffer) => void;
  /**
   * The first card's picture is the page's largest paint on a phone: fetched at once with high priority instead of
   * lazily after layout (Lighthouse LCP on /poins 3.0 s, 1.9 s of it waiting to start the image).
   */
  isFirst?: boolean;
};

/** One offer of the grid (docs/product/screens.md Points): picture, title, description, value; Redeem when the balance covers it. */
export function OfferCard({ offer, balance, onRedeem, isFirst = false }: OfferCardProps) {
  const canRedeem = canRedeemOffer(balance, offer.Value, offer.Stock);
  const shortfall = Math.max(0, offer.Value - Math.max(0, balance));
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          aspectRatio: { xs: '2 / 1', sm: '16 / 9' },
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {offer.ImagesPath ? (
          <Box
            component="img"
            src={offer.ImagesPath}
            alt=""
            loading={isFirst ? 'eager' : 'lazy'}
            fetchPriority={isFirst ? 'high' : 'auto'}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <CardGiftcardOutlined aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 0.5 }}>
          {offer.Title}
        </Typography>
        {offer.Description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {offer.Description}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <LabelChip color="primary" label={`${formatPoints(offer.Value)} poin`} />
          <LabelChip variant="outlined" label={`Berlaku ${offer.Tenor} bulan`} />
          {offer.Stock !== null && <LabelChip variant="outlined" label={`Sisa ${offer.Stock}`} />}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 0.5 }}>
        <Button
          variant="contained"
          disabled={!canRedeem}
          onClick={() => onRedeem(offer)}
          aria-label={`Redeem ${offer.Title}`}
        >
          Redeem
        </Button>
        {!canRedeem && shortfall > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            Butuh {formatPoints(shortfall)} poin lagi
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
