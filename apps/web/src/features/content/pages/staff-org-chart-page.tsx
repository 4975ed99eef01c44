import { type AdminOrgChartEntry, orgChartInputSchema } from '@kopkar/domain';
import Avatar from '@mui/material/Avatar';
import { useState } from 'react';
import { useController } from 'react-hook-form';
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
import { StaffImageField } from '../components/staff-image-field';
import { sortFromText, useContentForm } from '../lib/use-content-form';
import { useContentListParams } from '../lib/use-content-list-params';

const orgChartFormSchema = orgChartInputSchema.extend({ sort: sortFromText(orgChartInputSchema.shape.sort) });

function OrgChartDialog({ entry, onClose }: { entry: AdminOrgChartEntry | null; onClose: () => void }) {
  const form = useContentForm({
    mutation: useSaveContent('orgChart'),
    onClose,
    schema: orgChartFormSchema,
    // photo: undefined keeps the current picture, null removes it, a data URL replaces it.
    defaultValues: { pic: entry?.pic ?? '', title: entry?.title ?? '', sort: String(entry?.sort ?? 0) },
    toVariables: (body) => ({ id: entry?.id ?? null, body }),
  });
  const photo = useController({ control: form.control, name: 'photo' });
  return (
    <StaffContentDialog
      title={entry ? 'Ubah pengurus' : 'Tambah pengurus'}
      {...form.dialogProps}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="pic" label="Nama (PIC)" required />
      <FormTextField control={form.control} name="title" label="Jabatan" required />
      <FormTextField
        control={form.control}
        name="sort"
        label="Urutan"
        type="number"
        helperText="Angka kecil tampil lebih dulu."
        slotProps={{ htmlInput: { min: 0, max: 9999 } }}
      />
      <StaffImageField
        label="Foto"
        currentUrl={entry?.photoUrl ?? null}
        value={photo.field.value}
        onChange={photo.field.onChange}
        error={photo.fieldState.error?.message}
      />
    </StaffContentDialog>
  );
}

/** /admin/org-chart (EDITOR, ADMIN): the organisation chart cards (photo, PIC, title, order). */
export function StaffOrgChartPage() {
  usePageTitle('Struktur Organisasi · Back Office');
  const query = useContentListParams();
  const list = useContentList('orgChart', query.params);
  const deleting = useDeleteConfirm<AdminOrgChartEntry>(useDeleteContent('orgChart'));
  const [editing, setEditing] = useState<{ entry: AdminOrgChartEntry | null } | null>(null);
  return (
    <>
      <StaffContentList
        title="Struktur Organisasi"
        noun="pengurus"
        searchLabel="Cari nama atau jabatan"
        tableLabel="Daftar pengurus"
        query={query}
        list={list}
        onAdd={() => setEditing({ entry: null })}
        columns={[
          { header: 'Urutan', cell: (entry) => entry.sort },
          {
            header: 'Foto',
            cell: (entry) => (
              <Avatar
                src={entry.photoUrl ?? undefined}
                alt={entry.photoUrl ? `Foto ${entry.pic}` : undefined}
              >
                <span aria-hidden>{entry.pic.slice(0, 1)}</span>
              </Avatar>
            ),
          },
          { header: 'Nama (PIC)', cell: (entry) => entry.pic, sx: { fontWeight: 600 } },
          { header: 'Jabatan', cell: (entry) => entry.title },
          {
            header: 'Tindakan',
            sx: { whiteSpace: 'nowrap' },
            cell: (entry) => (
              <StaffRowActions
                label={entry.pic}
                onEdit={() => setEditing({ entry })}
                onDelete={() => deleting.ask(entry)}
              />
            ),
          },
        ]}
      />
      {editing && <OrgChartDialog entry={editing.entry} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        title="Hapus pengurus"
        message={`${deleting.target?.pic ?? ''} (${deleting.target?.title ?? ''}) akan dihapus dari struktur organisasi.`}
        confirmLabel="Hapus"
        {...deleting.dialogProps}
      />
    </>
  );
}
