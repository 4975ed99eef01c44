import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LabelChip } from '@/components/label-chip';
import { SkeletonBlock } from '@/components/skeleton-block';
import { useProducts } from '@/lib/api/get-products';
import { CardGrid } from './card-grid';
import { SectionNotice } from './section-notice';

/** The loan products (GET /product) as cards: picture, name, purpose, description. */
export function ProductsSection() {
  const { data: products, isPending, isError, refetch } = useProducts();
  if (isPending) {
    return (
      <CardGrid label="Memuat produk">
        {[1, 2, 3, 4].map((key) => (
          <SkeletonBlock key={key} height={220} rounded />
        ))}
      </CardGrid>
    );
  }
  if (isError) {
    return <SectionNotice text="Produk pinjaman belum dapat dimuat." onRetry={() => void refetch()} />;
  }
  if (products.length === 0) {
    return <SectionNotice text="Belum ada produk pinjaman yang ditawarkan. Silakan kembali lagi nanti." />;
  }
  return (
    <CardGrid label="Produk pinjaman">
      {products.map((product) => (
        <Card key={product.id} component="article" variant="outlined" sx={{ height: '100%' }}>
          {product.ImagesPath ? (
            <Box
              component="img"
              src={product.ImagesPath}
              alt=""
              loading="lazy"
              sx={{ width: '100%', height: 140, objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Box
              aria-hidden
              sx={{
                height: 96,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.hover',
                color: 'primary.main',
              }}
            >
              <SavingsOutlined sx={{ fontSize: 44 }} />
            </Box>
          )}
          <CardContent>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {product.ProductName}
            </Typography>
            <LabelChip label={product.FinancePurpose} size="small" sx={{ mb: 1.5 }} />
            <Typography variant="body2" color="text.secondary">
              {product.ProductDescription}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
