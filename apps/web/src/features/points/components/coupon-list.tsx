import { type CouponStatus, formatDate, type PointRedemption } from '@kopkar/domain';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LabelChip } from '@/components/label-chip';
import { formatPoints } from '../lib/format-points';

const STATUS_COLOURS: Record<CouponStatus, 'success' | 'default' | 'warning'> = {
  AKTIF: 'success',
  DIGUNAKAN: 'default',
  KEDALUWARSA: 'warning',
};

/** Redeemed coupons (docs/product/screens.md Points history): title, points exchanged, status, tenor, validity end date. */
export function CouponList({ coupons }: { coupons: PointRedemption[] }) {
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Kupon yang ditukar"
    >
      {coupons.map((coupon) => (
        <Paper key={coupon.id} component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5 }}>
          <Box
            sx={{
              width: 88,
              height: 66,
              flexShrink: 0,
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'action.hover',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {coupon.ImagesPath ? (
              <Box
                component="img"
                src={coupon.ImagesPath}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <CardGiftcardOutlined aria-hidden sx={{ color: 'text.secondary' }} />
            )}
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {coupon.Title}
              </Typography>
              <LabelChip size="small" label={coupon.Status} color={STATUS_COLOURS[coupon.Status]} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatPoints(coupon.Value)} poin ditukar · Tenor {coupon.Tenor} bulan
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Berlaku sampai {formatDate(coupon.end)}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
