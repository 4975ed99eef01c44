import { type AdminPromotion, promotionInputSchema } from '@kopkar/domain';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormTextField } from '@/components/form-text-field';
import { usePageTitle } from '@/components/page-title';
import { StaffContentDialog } from '@/components/staff/staff-content-dialog';
import { StaffRowActions } from '@/components/staff/staff-row-actions';
import { useDeleteConfirm } from '@/lib/use-delete-confirm';
import { useDeleteContent } from '../api/delete-content';
import { useContentList } from '../api/get-content-list';
import { useSaveContent } from '../api/save-content';
import { StaffContentList } from '../components/staff-content-list';
import { useContentForm } from '../lib/use-content-form';
import { useContentListParams } from '../lib/use-content-list-params';

const promotionFormSchema = promotionInputSchema.extend({
  url: z.string().trim().pipe(promotionInputSchema.shape.url),
});

function PromotionDialog({ promotion, onClose }: { promotion: AdminPromotion | null; onClose: () => void }) {
  const form = useContentForm({
    mutation: useSaveContent('promotions'),
    onClose,
    schema: promotionFormSchema,
    defaultValues: {
      title: promotion?.title ?? '',
      url: promotion?.url ?? 'https://',
      isActive: promotion?.isActive ?? true,
    },
    toVariables: (body) => ({ id: promotion?.id ?? null, body }),
  });
  return (
    <StaffContentDialog
      title={promotion ? 'Ubah promosi' : 'Tambah promosi'}
      {...form.dialogProps}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="title" label="Judul" required />
      <FormTextField
        control={form.control}
        name="url"
        label="URL halaman promo"
        required
        type="url"
        helperText="Harus https://. Halaman ini ditampilkan di beranda dalam bingkai terisolasi."
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Aktif (tampil di beranda)"
          />
        )}
      />
    </StaffContentDialog>
  );
}

/** /admin/promotions (EDITOR, ADMIN): the promo pages embedded on the landing page (newest active first). */
export function StaffPromotionsPage() {
  usePageTitle('Promosi · Back Office');
  const query = useContentListParams();
  const list = useContentList('promotions', query.params);
  const deleting = useDeleteConfirm<AdminPromotion>(useDeleteContent('promotions'));
  const [editing, setEditing] = useState<{ promotion: AdminPromotion | null } | null>(null);
  return (
    <>
      <StaffContentList
        title="Promosi"
        noun="promosi"
        searchLabel="Cari judul atau URL"
        tableLabel="Daftar promosi"
        query={query}
        list={list}
        onAdd={() => setEditing({ promotion: null })}
        columns={[
          { header: 'Judul', cell: (promotion) => promotion.title, sx: { fontWeight: 600 } },
          {
            header: 'URL',
            sx: { wordBreak: 'break-all', minWidth: 200 },
            cell: (promotion) => (
              <Link href={promotion.url} target="_blank" rel="noopener noreferrer">
                {promotion.url}
              </Link>
            ),
          },
          {
            header: 'Status',
            cell: (promotion) => (
              <Chip
                size="small"
                color={promotion.isActive ? 'success' : 'default'}
                label={promotion.isActive ? 'Aktif' : 'Nonaktif'}
              />
            ),
          },
          {
            header: 'Tindakan',
            sx: { whiteSpace: 'nowrap' },
            cell: (promotion) => (
              <StaffRowActions
                label={`promosi ${promotion.title}`}
                onEdit={() => setEditing({ promotion })}
                onDelete={() => deleting.ask(promotion)}
              />
            ),
          },
        ]}
      />
      {editing && <PromotionDialog promotion={editing.promotion} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        title="Hapus promosi"
        message={`Promosi ${deleting.target?.title ?? ''} akan dihapus dari beranda.`}
        confirmLabel="Hapus"
        {...deleting.dialogProps}
      />
    </>
  );
}
