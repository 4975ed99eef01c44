import type { AdminProduct } from '@kopkar/domain';
import { formatRate, formatRupiah } from '@kopkar/domain';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '@/components/page-title';
import { StaffContentDialog } from '@/components/staff/staff-content-dialog';
import { StaffRowActions } from '@/components/staff/staff-row-actions';
import { useDialogMutation } from '@/lib/use-dialog-mutation';
import { useContentList } from '../api/get-content-list';
import { useSaveContent } from '../api/save-content';
import { StaffContentList } from '../components/staff-content-list';
import { StaffImageField } from '../components/staff-image-field';
import { StaffRateTiersEditor, type TierDraft, toTierRequest } from '../components/staff-rate-tiers-editor';
import { useContentListParams } from '../lib/use-content-list-params';
import { useFormDraft } from '../lib/use-form-draft';

const toTierDrafts = (product: AdminProduct | null): TierDraft[] =>
  product?.tiers.length
    ? product.tiers.map((tier) => ({
        minAmount: String(tier.minAmount),
        maxAmount: String(tier.maxAmount),
        effectiveRate: String(tier.effectiveRate),
        tenorMax: String(tier.tenorMax),
      }))
    : [{ minAmount: '500000', maxAmount: '', effectiveRate: '', tenorMax: '12' }];

function ProductDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const form = useDialogMutation(useSaveContent('products'), onClose);
  const { errors } = form;
  const { draft, set, text } = useFormDraft(
    {
      code: product?.code ?? '',
      name: product?.name ?? '',
      financePurpose: product?.financePurpose ?? '',
      description: product?.description ?? '',
      sort: String(product?.sort ?? 0),
      isActive: product?.isActive ?? true,
    },
    errors,
  );
  const [tiers, setTiers] = useState(() => toTierDrafts(product));
  const [image, setImage] = useState<string | null | undefined>(undefined);
  const submit = () =>
    form.submit({
      id: product?.id ?? null,
      body: {
        ...draft,
        code: draft.code.trim().toUpperCase(),
        sort: Number(draft.sort) || 0,
        tiers: tiers.map(toTierRequest),
        ...(image === undefined ? {} : { image }),
      },
    });
  return (
    <StaffContentDialog
      title={product ? `Ubah produk ${product.name}` : 'Tambah produk'}
      isPending={form.isPending}
      generalError={form.generalError}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <TextField
        label="Kode"
        required
        {...text('code')}
        helperText={errors.code ?? '2–10 huruf besar atau angka, mis. PDK'}
      />
      <TextField label="Nama produk" required {...text('name')} helperText={errors.name} />
      <TextField
        label="Tujuan pembiayaan"
        required
        {...text('financePurpose')}
        helperText={errors.financePurpose ?? 'Tampil sebagai FinancePurpose.'}
      />
      <TextField
        label="Deskripsi"
        multiline
        minRows={2}
        {...text('description')}
        helperText={errors.description}
      />
      <TextField
        label="Urutan"
        type="number"
        {...text('sort')}
        helperText={errors.sort ?? 'Angka kecil tampil lebih dulu.'}
      />
      <FormControlLabel
        control={
          <Switch checked={draft.isActive} onChange={(event) => set('isActive', event.target.checked)} />
        }
        label="Aktif (dapat dipilih anggota)"
      />
      <StaffImageField
        label="Gambar produk"
        currentUrl={product?.imageUrl ?? null}
        value={image}
        onChange={setImage}
        error={errors.image}
      />
      <StaffRateTiersEditor tiers={tiers} onChange={setTiers} errors={errors} />
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
