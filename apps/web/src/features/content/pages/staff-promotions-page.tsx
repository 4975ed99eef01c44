import type { AdminPromotion } from '@kopkar/domain';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/page-title';
import { StaffContentDialog } from '@/components/staff/staff-content-dialog';
import { StaffRowActions } from '@/components/staff/staff-row-actions';
import { useDeleteConfirm } from '@/lib/use-delete-confirm';
import { useDialogMutation } from '@/lib/use-dialog-mutation';
import { useDeleteContent } from '../api/delete-content';
import { useContentList } from '../api/get-content-list';
import { useSaveContent } from '../api/save-content';
import { StaffContentList } from '../components/staff-content-list';
import { useContentListParams } from '../lib/use-content-list-params';
import { useFormDraft } from '../lib/use-form-draft';

function PromotionDialog({ promotion, onClose }: { promotion: AdminPromotion | null; onClose: () => void }) {
  const form = useDialogMutation(useSaveContent('promotions'), onClose);
  const { errors } = form;
  const { draft, set, text } = useFormDraft(
    {
      title: promotion?.title ?? '',
      url: promotion?.url ?? 'https://',
      isActive: promotion?.isActive ?? true,
    },
    errors,
  );
  const submit = () => form.submit({ id: promotion?.id ?? null, body: { ...draft, url: draft.url.trim() } });
  return (
    <StaffContentDialog
      title={promotion ? 'Ubah promosi' : 'Tambah promosi'}
      isPending={form.isPending}
      generalError={form.generalError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Judul" required {...text('title')} helperText={errors.title} />
      <TextField
        label="URL halaman promo"
        required
        type="url"
        {...text('url')}
        helperText={
          errors.url ?? 'Harus https://. Halaman ini ditampilkan di beranda dalam bingkai terisolasi.'
        }
      />
      <FormControlLabel
        control={
          <Switch checked={draft.isActive} onChange={(event) => set('isActive', event.target.checked)} />
        }
        label="Aktif (tampil di beranda)"
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
