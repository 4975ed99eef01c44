import type { Product } from '@kopkar/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineAlert } from '@/components/inline-alert';
import { SkeletonBlock } from '@/components/skeleton-block';
import { useProducts } from '@/lib/api/get-products';
import { ProductIcon } from './product-icon';

type PurposeStepProps = { selected: Product | null; onSelect: (product: Product) => void };

/** Step 1: the loan purpose as product cards. Real radio buttons: Tab reaches the group, arrows move in it. */
export function PurposeStep({ selected, onSelect }: PurposeStepProps) {
  const products = useProducts();
  if (products.isPending) {
    return (
      <Stack spacing={1.5} aria-busy="true">
        <SkeletonBlock height={88} rounded />
        <SkeletonBlock height={88} rounded />
      </Stack>
    );
  }
  if (products.isError) {
    return (
      <InlineAlert severity="error">
        Daftar tujuan pinjaman tidak dapat dimuat. Muat ulang halaman ini.
      </InlineAlert>
    );
  }
  return (
    <RadioGroup
      aria-label="Tujuan pinjaman"
      value={selected ? String(selected.ProductID) : ''}
      onChange={(_event, value) => {
        const product = products.data.find((item) => String(item.ProductID) === value);
        if (product) onSelect(product);
      }}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {products.data.map((product) => {
        const isSelected = selected?.ProductID === product.ProductID;
        return (
          <FormControlLabel
            key={product.ProductID}
            value={String(product.ProductID)}
            control={
              <Radio
                sx={{ alignSelf: 'flex-start' }}
                slotProps={{
                  input: {
                    'aria-label': product.ProductName,
                    'aria-describedby': `product-${product.ProductID}-purpose`,
                  },
                }}
              />
            }
            sx={{
              m: 0,
              p: 1.5,
              alignItems: 'flex-start',
              border: 2,
              borderColor: isSelected ? 'primary.main' : 'divider',
              borderRadius: 2,
              bgcolor: isSelected ? 'action.selected' : 'background.paper',
              '&:has(:focus-visible)': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
            label={
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pt: 0.5 }}>
                <ProductIcon product={product} />
                <Box id={`product-${product.ProductID}-purpose`}>
                  <Typography sx={{ fontWeight: 700 }}>{product.ProductName}</Typography>
                  <Typography variant="body2" color="primary">
                    {product.FinancePurpose}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {product.ProductDescription}
                  </Typography>
                </Box>
              </Box>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
