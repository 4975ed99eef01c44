import { type AdminProduct, formatRate, formatRupiah, productInputSchema } from '@kopkar/domain';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, type FieldError, get, useController } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { usePageTitle } from '@/components/page-title';
import { StaffContentDialog } from '@/components/staff/staff-content-dialog';
import { StaffRowActions } from '@/components/staff/staff-row-actions';
import { useContentList } from '../api/get-content-list';
import { useSaveContent } from '../api/save-content';
import { StaffContentList } from '../components/staff-content-list';
import { StaffImageField } from '../components/staff-image-field';
import {
  StaffRateTiersEditor,
  type TierDraft,
  tierDraftSchema,
  toTierRequest,
} from '../components/staff-rate-tiers-editor';
import { sortFromText, useContentForm } from '../lib/use-content-form';
import { useContentListParams } from '../lib/use-content-list-params';

const toTierDrafts = (product: AdminProduct | null): TierDraft[] =>
  product?.tiers.length
    ? product.tiers.map((tier) => ({
        minAmount: String(tier.minAmount),
        maxAmount: String(tier.maxAmount),
        effectiveRate: String(tier.effectiveRate),
        tenorMax: String(tier.tenorMax),
      }))
    : [{ minAmount: '500000', maxAmount: '', effectiveRate: '', tenorMax: '12' }];

const productFormSchema = productInputSchema.extend({
  code: z
    .string()
    .transform((code) => code.trim().toUpperCase())
    .pipe(productInputSchema.shape.code),
  sort: sortFromText(productInputSchema.shape.sort),
  tiers: z.array(tierDraftSchema.transform(toTierRequest)).pipe(productInputSchema.shape.tiers),
});

function ProductDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const form = useContentForm({
    mutation: useSaveContent('products'),
    onClose,
    schema: productFormSchema,
    // image: undefined keeps the current picture, null removes it, a data URL replaces it.
    defaultValues: {
      code: product?.code ?? '',
      name: product?.name ?? '',
      financePurpose: product?.financePurpose ?? '',
      description: product?.description ?? '',
      sort: String(product?.sort ?? 0),
      isActive: product?.isActive ?? true,
      tiers: toTierDrafts(product),
    },
    toVariables: (body) => ({ id: product?.id ?? null, body }),
  });
  const image = useController({ control: form.control, name: 'image' });
  const tiers = useController({ control: form.control, name: 'tiers' });
  return (
    <StaffContentDialog
      title={product ? `Ubah produk ${product.name}` : 'Tambah produk'}
      {...form.dialogProps}
      onClose={onClose}
      maxWidth="md"
    >
      <FormTextField
        control={form.control}
        name="code"
        label="Kode"
        required
        helperText="2–10 huruf besar atau angka, mis. PDK"
      />
      <FormTextField control={form.control} name="name" label="Nama produk" required />
      <FormTextField
        control={form.control}
        name="financePurpose"
        label="Tujuan pembiayaan"
        required
        helperText="Tampil sebagai FinancePurpose."
      />
      <FormTextField control={form.control} name="description" label="Deskripsi" multiline minRows={2} />
      <FormTextField
        control={form.control}
        name="sort"
        label="Urutan"
        type="number"
        helperText="Angka kecil tampil lebih dulu."
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Aktif (dapat dipilih anggota)"
          />
        )}
      />
      <StaffImageField
        label="Gambar produk"
        currentUrl={product?.imageUrl ?? null}
        value={image.field.value}
        onChange={image.field.onChange}
        error={image.fieldState.error?.message}
      />
      <StaffRateTiersEditor
        tiers={tiers.field.value}
        onChange={tiers.field.onChange}
        errorOf={(path) => (get(form.errors, path) as FieldError | undefined)?.message}
      />
    </StaffContentDialog>
  );
}

/** /admin/products (EDITOR, ADMIN): loan products and their rate tiers; deactivate instead of delete. */
export function StaffProductsPage() {
  usePageTitle('Produk Pinjaman · Back Office');
  const query = useContentListParams();
  const list = useContentList('products', query.params);
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null);
  return (
    <>
      <StaffContentList
        title="Produk Pinjaman"
        noun="produk"
        searchLabel="Cari kode, nama atau tujuan"
        tableLabel="Daftar produk"
        query={query}
        list={list}
        onAdd={() => setEditing({ product: null })}
        columns={[
          {
            header: 'Produk',
            cell: (product) => (
              <Typography
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center', fontWeight: 600 }}
                component="div"
              >
                <Avatar
                  variant="rounded"
                  src={product.imageUrl ?? undefined}
                  alt=""
                  sx={{ width: 40, height: 40 }}
                >
                  {product.code.slice(0, 1)}
                </Avatar>
                <span>
                  {product.name}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {product.code}
                  </Typography>
                </span>
              </Typography>
            ),
          },
          { header: 'Tujuan', cell: (product) => product.financePurpose },
          {
            header: 'Tingkat bunga',
            sx: { minWidth: 260 },
            cell: (product) =>
              product.tiers.map((tier) => (
                <Typography key={tier.id} variant="body2">
                  {formatRupiah(tier.minAmount)} – {formatRupiah(tier.maxAmount)}:{' '}
                  {formatRate(tier.effectiveRate)} · {tier.tenorMax} bln
                </Typography>
              )),
          },
          {
            header: 'Status',
            cell: (product) => (
              <Chip
                size="small"
                color={product.isActive ? 'success' : 'default'}
                label={product.isActive ? 'Aktif' : 'Nonaktif'}
              />
            ),
          },
          {
            header: 'Tindakan',
            cell: (product) => (
              <StaffRowActions label={`produk ${product.name}`} onEdit={() => setEditing({ product })} />
            ),
          },
        ]}
      />
      {editing && <ProductDialog product={editing.product} onClose={() => setEditing(null)} />}
    </>
  );
}
